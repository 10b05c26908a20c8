import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm run bench` runs scripts/bench.ts with tsx, outside Vitest, and reuses
 * the tests' support modules (the Worker, the browser, sign-in). Vitest's
 * `expect` or `describe` in one of them stops the bench at its first import.
 */

const root = resolve(import.meta.dirname, "../..");

function tsFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? tsFiles(join(folder, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(folder, entry.name)]
        : [],
  );
}

/** The relative modules `file` imports (values and types alike). */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)].map((match) => {
    const target = resolve(dirname(file), match[1] ?? "");
    return target.endsWith(".ts") ? target : `${target}.ts`;
  });
}

function supportModulesOfTheBench(): Set<string> {
  const seen = new Set<string>();
  const queue = [join(root, "scripts/bench.ts"), ...tsFiles(join(root, "scripts/bench"))];
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    for (const target of relativeImports(file)) {
      if (!target.includes(`${join(root, "tests")}/`) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

describe("the bench's imports", () => {
  it("reach no test support module that needs Vitest", () => {
    const modules = [...supportModulesOfTheBench()];
    expect(modules.length).toBeGreaterThan(3);
    const needingVitest = modules
      .filter((file) => /from\s+"vitest"/.test(readFileSync(file, "utf8")))
      .map((file) => file.slice(root.length + 1));
    expect(needingVitest).toEqual([]);
  });
});
