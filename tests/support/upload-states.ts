import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** The states an upload field went through, and the texts its progress showed, in order. */
export interface UploadStateLog {
  states: string[];
  texts: string[];
}

/**
 * Starts recording, in the page, every `data-upload-state` of `field` and
 * every text of its progress status (a MutationObserver sees each render,
 * however short); answers a function that reads the record.
 */
export async function watchUploadStates(field: Locator): Promise<() => Promise<UploadStateLog>> {
  const log = await field.evaluateHandle((element) => {
    const record: UploadStateLog = { states: [], texts: [] };
    const note = () => {
      const state = element.getAttribute("data-upload-state") ?? "";
      if (record.states.at(-1) !== state) record.states.push(state);
      const text = element.querySelector('[role="status"]:has(progress)')?.textContent?.trim();
      if (text && record.texts.at(-1) !== text) record.texts.push(text);
    };
    new MutationObserver(note).observe(element, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
    note();
    return record;
  });
  return () => log.jsonValue();
}

/**
 * The upload `log` reads went straight through, idle to done, its progress
 * counting the percent sent and ending on the server's processing.
 */
export async function expectPlainUpload(log: () => Promise<UploadStateLog>): Promise<void> {
  const { states, texts } = await log();
  expect(states).toEqual(["idle", "uploading", "processing", "done"]);
  expect(texts[0]).toMatch(/^Subiendo imagen: \d{1,3}%$/);
  expect(texts.at(-1)).toBe("Procesando imagen…");
}
