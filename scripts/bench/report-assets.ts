import { atMost, BUDGETS, type Misses } from "./budget";
import type { BundleSize } from "./bundle";
import { fixed, kb, kib, table } from "./markdown";
import type { PageScripts, SiteScripts } from "./page-scripts";
import type { StartupCpu } from "./startup";

export function scriptsSection(
  { public: publicScripts, admin: adminScripts }: SiteScripts,
  adminOnly: ReadonlySet<string>,
  chunkSizes: (file: string) => number,
  misses: Misses,
  scriptless: ReadonlySet<string>,
): string {
  const leaks = (scripts: PageScripts) => scripts.files.filter((file) => adminOnly.has(file));
  const publicRows = publicScripts.map((scripts) => [
    scriptless.has(scripts.page) ? `${scripts.page} (no scripts)` : scripts.page,
    String(scripts.files.length),
    kb(scripts.rawBytes),
    kb(scripts.gzipBytes),
    scriptless.has(scripts.page)
      ? misses.check(
          `${scripts.page} JavaScript (a page without scripts)`,
          `${kb(scripts.gzipBytes + scripts.inlineGzipBytes)} KB gzip`,
          atMost(
            (scripts.gzipBytes + scripts.inlineGzipBytes) / 1000,
            BUDGETS.scriptlessJsKb,
            `${BUDGETS.scriptlessJsKb} KB`,
          ),
        )
      : misses.check(
          `${scripts.page} JavaScript`,
          `${kb(scripts.gzipBytes)} KB gzip`,
          atMost(scripts.gzipBytes / 1000, BUDGETS.publicJsKb, `≤ ${BUDGETS.publicJsKb} KB`),
        ),
    misses.check(`${scripts.page} loads admin-only code`, leaks(scripts).join(", "), {
      budget: "none",
      met: leaks(scripts).length === 0,
    }) + (leaks(scripts).length ? ` (${leaks(scripts).join(", ")})` : ""),
    kb(scripts.inlineGzipBytes),
  ]);
  const adminRows = adminScripts.map((scripts) => [
    scripts.page,
    String(scripts.files.length),
    kb(scripts.rawBytes),
    kb(scripts.gzipBytes),
    kb(scripts.files.filter((file) => adminOnly.has(file)).reduce((s, f) => s + chunkSizes(f), 0)),
    kb(scripts.inlineGzipBytes),
  ]);
  const home = publicScripts[0];
  const homeChunks = home
    ? [...home.files]
        .sort((a, b) => chunkSizes(b) - chunkSizes(a))
        .map((file) => [file.replace("/assets/", ""), kb(chunkSizes(file))])
    : [];
  return [
    "## JavaScript per page",
    "",
    "Distinct /assets/*.js files Chromium fetched until the network was idle, sized as " +
      "gzip -9 of the built files. Inline scripts (Remix context and data) are shown apart. " +
      "Pages marked (no scripts) ship none at all: their budget, inline scripts included, is 0 KB.",
    "",
    table(
      ["Page", "files", "raw KB", "gzip KB", "budget", "admin-only code", "inline gzip KB"],
      publicRows,
    ),
    "",
    "Admin pages (signed in):",
    "",
    table(
      ["Page", "files", "raw KB", "gzip KB", "of which admin-only KB", "inline gzip KB"],
      adminRows,
    ),
    "",
    `The chunks of \`${home?.page ?? "/"}\`, largest first:`,
    "",
    table(["Chunk", "gzip KB"], homeChunks),
  ].join("\n");
}

export function bundleSection(
  bundle: BundleSize,
  startup: StartupCpu | string,
  misses: Misses,
): string {
  const startupText =
    typeof startup === "string"
      ? `not reported: ${startup}`
      : `${fixed(startup.medianMs)} ms (median of ${startup.runsMs
          .map((ms) => fixed(ms))
          .join(", ")} ms)`;
  return [
    "## Worker bundle",
    "",
    table(
      ["Figure", "value", "budget"],
      [
        ["raw", `${kib(bundle.rawBytes)} KiB`, "—"],
        [
          "gzip -9",
          `${kib(bundle.gzipBytes)} KiB`,
          misses.check(
            "Worker bundle gzip",
            `${kib(bundle.gzipBytes)} KiB`,
            atMost(
              bundle.gzipBytes / 1024,
              BUDGETS.workerGzipKib,
              `≤ ${BUDGETS.workerGzipKib} KiB`,
            ),
          ),
        ],
        ["startup CPU (local workerd profile)", startupText, "—"],
      ],
    ),
    "",
    `wrangler: ${bundle.wranglerSays ?? "(no size line)"}. Startup CPU is the non-idle time ` +
      "of `wrangler check startup`'s CPU profile of module evaluation, on this machine's CPU: " +
      "local wrangler does not report Cloudflare's startup time, so use it to compare builds.",
    "",
    "Largest parts of the bundle (raw bytes in the output, from esbuild's metafile):",
    "",
    table(
      ["Package", "raw KiB"],
      bundle.largestInputs.slice(0, 10).map((input) => [input.name, kib(input.bytes)]),
    ),
  ].join("\n");
}
