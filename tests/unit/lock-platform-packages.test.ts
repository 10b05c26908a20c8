import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` (deploy pipelines, GitHub Actions, Workers Builds) refuses a lock
 * file that lacks any platform's build of a native package, even one this
 * machine never installs. Each package below ships its native code as
 * optional dependencies, one per platform; every one must be in the lock
 * where npm would look for it (README "Tests").
 */

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(
  readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8"),
) as { packages: Record<string, LockEntry> };

const NATIVE_PARENTS = ["rollup", "@tailwindcss/oxide", "esbuild", "lightningcss", "workerd"];

/** The name of the package a lock path installs (`node_modules/a/node_modules/@b/c` → `@b/c`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf("node_modules/") + 13);

/** Where npm resolves `dependency` from `path`: the nearest node_modules above it that holds it. */
function resolves(path: string, dependency: string): boolean {
  const folders = path.split("node_modules/");
  for (let depth = folders.length - 1; depth >= 1; depth -= 1) {
    if (lock.packages[`${folders.slice(0, depth).join("node_modules/")}node_modules/${dependency}`])
      return true;
  }
  return false;
}

describe("the lock file names every platform's native build", () => {
  const parents = Object.entries(lock.packages).filter(([path]) =>
    NATIVE_PARENTS.includes(nameOf(path)),
  );

  it("installs each native package this project needs", () => {
    const names = new Set(parents.map(([path]) => nameOf(path)));
    expect([...names].sort()).toEqual([...NATIVE_PARENTS].sort());
  });

  it.each(parents.map(([path, entry]) => [path, entry] as const))(
    "%s: every optional platform package is locked",
    (path, entry) => {
      const platforms = Object.keys(entry.optionalDependencies ?? {});
      expect(platforms.length, `${path} lists its platform builds`).toBeGreaterThan(0);
      expect(platforms.filter((dependency) => !resolves(path, dependency))).toEqual([]);
    },
  );
});
