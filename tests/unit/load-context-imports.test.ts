import { readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), "../.."));
const IMPORT = /(?:import|export)[^"']*?from\s*["']([^"']+)["']/g;

function resolveLocal(specifier: string, from: string): string | null {
  const base = normalize(join(dirname(from), specifier));
  for (const ending of ["", ".ts", ".tsx", "/index.ts"]) {
    try {
      if (statSync(base + ending).isFile()) return base + ending;
    } catch {
      // not this ending
    }
  }
  return null;
}

/** Every `~/` import in the files load-context.ts reaches through relative imports. */
function aliasImportsReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const aliased: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (specifier.startsWith("~/")) aliased.push(`${relative(root, file)} → ${specifier}`);
      else if (specifier.startsWith(".")) {
        const next = resolveLocal(specifier, file);
        if (next) visit(next);
      }
    }
  };
  visit(join(root, entry));
  return aliased;
}

describe("load-context.ts", () => {
  // vite.config.ts loads it outside Vite's resolver, where `~/` means nothing.
  it("reaches no module through the `~/` alias", () => {
    expect(aliasImportsReachedFrom("load-context.ts")).toEqual([]);
  });
});
