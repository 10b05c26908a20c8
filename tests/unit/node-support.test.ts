import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * The Node releases the project supports are package.json's "engines"
 * (README "Node"): 22 and 24, the maintained lines, and 20 while the
 * machines that run CI have it. Nothing installed may need Node 20 alone.
 */

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};
const OLDEST_OF_EACH_LINE = ["20.19.0", "22.13.0", "24.0.0"];

describe("supported Node releases", () => {
  it("engines accepts the oldest supported release of 20, 22 and 24, and refuses older lines", () => {
    for (const version of OLDEST_OF_EACH_LINE)
      expect(semver.satisfies(version, engines), version).toBe(true);
    for (const version of ["18.20.0", "20.18.0", "21.7.0", "22.12.0", "23.5.0"]) {
      expect(semver.satisfies(version, engines), version).toBe(false);
    }
  });

  it("every package installed everywhere runs on each supported line", () => {
    const refusals: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // Optional packages are platform builds, skipped where they do not apply.
      const range =
        !entry.optional && !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!path || !range) continue;
      for (const version of OLDEST_OF_EACH_LINE) {
        if (!semver.satisfies(version, range))
          refusals.push(`${path} (${range}) refuses ${version}`);
      }
    }
    expect(refusals).toEqual([]);
  });

  it("CI runs every supported line and .nvmrc names one of them", () => {
    const matrix = /node: \[([^\]]+)\]/.exec(read(".github/workflows/ci.yml"))?.[1];
    expect(matrix?.split(",").map((major) => major.trim())).toEqual(["20", "22", "24"]);
    expect(semver.satisfies(`${read(".nvmrc").trim()}.0.0`, engines)).toBe(true);
  });
});
