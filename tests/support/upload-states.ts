import type { Locator } from "playwright-core";

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
