import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** Every file of Spanish copy: the content modules, the seed data and the static copy. */
function copyFiles(): string[] {
  const content = readdirSync(join(root, "app/content"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .map((name) => join("app/content", name));
  const staticCopy = readdirSync(join(root, "public/content"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => join("public/content", name));
  return [...content, "app/db/seed-data.ts", ...staticCopy];
}

/** The text of a file without its code comments (which are in English). */
function copyOf(path: string): string {
  return readFileSync(join(root, path), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

/** English words of the kitchen that slipped into the copy before. */
const ENGLISH = /\b(pork|belly|bacon|cheese|sauce|wings|ribs|crispy|glaze|dressing|topping)\b/i;

describe("the Spanish copy", () => {
  it.each(copyFiles())("%s has no stray English", (path) => {
    expect(copyOf(path).match(ENGLISH)?.[0]).toBeUndefined();
  });
});
