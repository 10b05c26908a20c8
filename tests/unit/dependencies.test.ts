import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * SECURITY.md "Dependencies": no installed copy of a package is older than
 * the release that fixed a published advisory, read from package-lock.json
 * (what `npm ci` installs). This does not replace `npm audit`, which this
 * machine's registry does not answer; it keeps fixed problems fixed, and it
 * names the one accepted exception (esbuild, see README "Dependency
 * overrides").
 */

interface LockPackage {
  version?: string;
  dev?: boolean;
}
const root = new URL("../../", import.meta.url);
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as {
  packages: Record<string, LockPackage>;
};
const manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
  overrides: Record<string, unknown>;
};
const readme = readFileSync(new URL("README.md", root), "utf8");

/** Every installed copy of `name`: its path in node_modules and its version. */
function copiesOf(name: string): { path: string; version: string }[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => ({ path, version: entry.version ?? "0.0.0" }));
}

/** -1, 0 or 1, comparing x.y.z (a pre-release counts as its release). */
function compare(a: string, b: string): number {
  const parts = (version: string) => version.split("-")[0]?.split(".").map(Number) ?? [];
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * Fixed releases per major line (0.x lines by minor): a copy on a line must
 * be at least its fix; a copy on an older line than every listed one is
 * vulnerable too.
 */
const FIXED: { name: string; fixed: string[]; advisories: string }[] = [
  {
    name: "tar",
    fixed: ["7.5.19"],
    advisories:
      "GHSA-8qq5-rm4j-mr97, GHSA-r6q2-hw4h-h46w, GHSA-34x7-hfp2-rc4v, GHSA-83g3-92jg-28cx, GHSA-qffp-2rhf-9h96, GHSA-qx2v-qp2m-jg93, GHSA-23hp-3jrh-7fpw",
  },
  { name: "estree-util-value-to-estree", fixed: ["3.3.3"], advisories: "GHSA-f7f6-9jh7-5vv3" },
  { name: "mdast-util-to-hast", fixed: ["13.2.1"], advisories: "GHSA-4fh9-h7wg-q85m" },
  { name: "cookie", fixed: ["0.7.0", "1.0.0"], advisories: "GHSA-pxg6-pf52-xh8x" },
  {
    name: "path-to-regexp",
    fixed: ["0.1.12", "6.3.0"],
    advisories: "GHSA-rhx6-c78j-4q9w, GHSA-9wv6-86v2-598j",
  },
  { name: "ws", fixed: ["7.5.10", "8.17.1"], advisories: "GHSA-3h5v-q93c-6h6q" },
  { name: "cross-spawn", fixed: ["7.0.5"], advisories: "GHSA-3xgq-45jj-v275" },
  { name: "braces", fixed: ["3.0.3"], advisories: "GHSA-grv7-fg5c-xmjg" },
  { name: "nanoid", fixed: ["3.3.8"], advisories: "GHSA-mwcw-c2x4-8c55" },
  { name: "rollup", fixed: ["4.22.4"], advisories: "GHSA-gcx4-mw62-g8wm" },
  { name: "@babel/helpers", fixed: ["7.26.10"], advisories: "GHSA-968p-4wvh-cqc8" },
  { name: "@babel/runtime", fixed: ["7.26.10"], advisories: "GHSA-968p-4wvh-cqc8" },
  { name: "brace-expansion", fixed: ["1.1.12", "2.0.2"], advisories: "GHSA-v6h2-p8h4-qcjw" },
  { name: "js-yaml", fixed: ["4.1.1"], advisories: "GHSA-mh29-5h37-fv8m" },
  { name: "glob", fixed: ["10.5.0"], advisories: "GHSA-5j98-mcp5-4vw2" },
  { name: "tar-fs", fixed: ["2.1.4", "3.1.1"], advisories: "GHSA-vj76-c3g6-qr5v" },
  { name: "send", fixed: ["0.19.0"], advisories: "GHSA-m6fv-jmcg-4jfg" },
  { name: "serve-static", fixed: ["1.16.0"], advisories: "GHSA-cm22-4g7w-348p" },
  { name: "body-parser", fixed: ["1.20.3"], advisories: "GHSA-qwcr-r2fm-qrc7" },
  { name: "express", fixed: ["4.20.0"], advisories: "GHSA-qw6h-vgh9-j6wx" },
  { name: "qs", fixed: ["6.14.1"], advisories: "GHSA-6rw7-vpxm-498p" },
  { name: "valibot", fixed: ["1.2.0"], advisories: "GHSA-vqpr-j7v3-hqw9" },
  { name: "vite", fixed: ["5.4.21", "6.4.1"], advisories: "GHSA-93m4-6634-74q7" },
  // The React Router lines Remix 2 runs on, pinned in `overrides`.
  { name: "react-router", fixed: ["6.30.6"], advisories: "React Router 6 security fixes" },
  { name: "react-router-dom", fixed: ["6.30.6"], advisories: "React Router 6 security fixes" },
  { name: "@remix-run/router", fixed: ["1.23.4"], advisories: "React Router 6 security fixes" },
];

const line = (version: string) => {
  const [major = "0", minor = "0"] = version.split(".");
  return major === "0" ? `0.${minor}` : major;
};

describe("no installed package is older than its published fix", () => {
  it.each(FIXED)("$name ($advisories)", ({ name, fixed }) => {
    const copies = copiesOf(name);
    for (const copy of copies) {
      const sameLine = fixed.find((version) => line(version) === line(copy.version));
      const minimum = sameLine ?? fixed[0] ?? "0.0.0";
      expect(compare(copy.version, minimum), `${copy.path}@${copy.version}`).toBeGreaterThanOrEqual(
        0,
      );
    }
  });
});

describe("the accepted exception: esbuild before 0.28.1", () => {
  /**
   * GHSA-67mh-4wv8-2f99 and GHSA-g7r4-m6w7-qqqr concern esbuild's `serve`
   * mode, GHSA-gv7w-rqvm-qjhr its Deno module; none is used here (Vite and
   * wrangler call esbuild's build API). 0.28.x breaks Vite 6's build, and
   * Remix 2.17's Vite plugin supports Vite 5 and 6 only.
   */
  const ACCEPTED = [
    "node_modules/esbuild",
    "node_modules/vite/node_modules/esbuild",
    "node_modules/wrangler/node_modules/esbuild",
    "node_modules/drizzle-kit/node_modules/esbuild",
    "node_modules/@esbuild-kit/core-utils/node_modules/esbuild",
    "node_modules/@vanilla-extract/integration/node_modules/vite/node_modules/esbuild",
    "node_modules/@vanilla-extract/integration/node_modules/esbuild",
    "node_modules/@remix-run/dev/node_modules/esbuild",
  ];

  it("is installed only for the build tools README names, never for the Worker", () => {
    for (const copy of copiesOf("esbuild")) {
      if (compare(copy.version, "0.28.1") >= 0) continue;
      expect(ACCEPTED, `${copy.path}@${copy.version}`).toContain(copy.path);
      expect(lock.packages[copy.path]?.dev, copy.path).toBe(true);
    }
  });
});

describe("overrides", () => {
  it("each override of package.json is explained in README 'Dependency overrides'", () => {
    const section = readme.split(/^## Dependency overrides$/m)[1]?.split(/^## /m)[0] ?? "";
    expect(section).not.toBe("");
    for (const name of Object.keys(manifest.overrides)) {
      expect(section, name).toContain(`\`${name}\``);
    }
  });
});
