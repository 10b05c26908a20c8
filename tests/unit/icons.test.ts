import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/paths";

const read = (path: string) => readFileSync(`${projectRoot}${path}`, "utf8");

describe("the icon sprite", () => {
  it("has a symbol for every IconName, and no other", () => {
    const union = /export type IconName =([^;]+);/.exec(read("app/components/Icon.tsx"))?.[1] ?? "";
    const names = [...union.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    const symbols = [...read("app/assets/icons.svg").matchAll(/<symbol id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(names.length).toBeGreaterThan(0);
    expect([...symbols].sort()).toEqual([...names].sort());
  });

  it("draws every symbol on a 24×24 grid with the current text colour", () => {
    for (const symbol of read("app/assets/icons.svg").matchAll(/<symbol [^>]*>/g)) {
      expect(symbol[0]).toContain('viewBox="0 0 24 24"');
      expect(symbol[0]).toContain('stroke="currentColor"');
    }
  });
});
