/**
 * `npm run bench:profile`: where a public page's main-thread work goes, beside
 * the framework's floor (docs/decisions/029-main-thread-work.md). Builds the
 * client with source maps, loads each page several times in Debian's Chromium
 * at Lighthouse's phone size, unthrottled, with the V8 CPU profiler and a
 * Chrome trace, and prints a Markdown table: the elements and how many React
 * hydrated, JavaScript's own time by package and app file, and style & layout.
 * Deletes the source maps at the end, leaving build/ as `npm run build` makes it.
 *
 * Environment: PROFILE_PAGES (e.g. `/,/products`; by default every public
 * page), PROFILE_LOADS (default 5), CHROME_PATH.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import puppeteer from "puppeteer-core";
import bundleWorker from "../tests/support/build-worker";
import { projectRoot } from "../tests/support/paths";
import { startWorker } from "../tests/support/worker";
import { buildFloor, startFloor } from "./bench/floor";
import { formatMarkdown } from "./bench/format";
import { profilePage, type PageProfile } from "./bench/page-profile";
import { publicPages } from "./bench/pages";
import { readSettings } from "./bench/settings";

process.env.WRANGLER_LOG ??= "warn";

const FLOOR = "floor: one-route Remix app";
const progress = (message: string) => console.error(`[profile] ${message}`);

const clientDir = `${projectRoot}build/client`;

/** "hidden" maps name no map in the scripts, so the browser runs the production build's bytes. */
function buildWithSourceMaps(): void {
  const remix = `${projectRoot}node_modules/@remix-run/dev/dist/cli.js`;
  const args = [remix, "vite:build", "--sourcemapClient", "hidden"];
  execFileSync(process.execPath, args, { cwd: projectRoot, stdio: "ignore" });
}

function deleteSourceMaps(): void {
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (file.endsWith(".map")) rmSync(`${clientDir}/${file}`);
  }
}

const ms = (value: number) => value.toFixed(1);
const times = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

function row(page: string, profile: PageProfile, floor: PageProfile): string {
  const top = [...profile.scriptBySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([source, time]) => `${source} ${ms(time)}`)
    .join(", ");
  return [
    page,
    `${Math.round(profile.elements)} (${Math.round(profile.hydratedElements)})`,
    `${ms(profile.scriptMs)} (${times(profile.scriptMs, floor.scriptMs)})`,
    ms(profile.garbageCollectionMs),
    `${ms(profile.styleLayoutMs)} (${times(profile.styleLayoutMs, floor.styleLayoutMs)})`,
    top,
  ].join(" | ");
}

async function main(): Promise<void> {
  const loads = Math.max(1, Math.round(Number(process.env.PROFILE_LOADS ?? 5)));
  const pages = process.env.PROFILE_PAGES?.split(",").filter(Boolean) ?? publicPages();
  progress("building the site with client source maps, and the floor");
  buildWithSourceMaps();
  bundleWorker();
  buildFloor();
  const worker = await startWorker({ http: true, pageCache: true });
  const floor = await startFloor();
  const browser = await puppeteer.launch({
    executablePath: readSettings().chromePath,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const rows: string[] = [];
  try {
    const floorUrl = `${floor.url}/`;
    // One load first, uncounted: the browser's font and disk caches warm up on it.
    await profilePage(browser, floorUrl, { loads: 1, clientDir });
    progress(`${FLOOR}, ${loads} loads`);
    const floorProfile = await profilePage(browser, floorUrl, { loads, clientDir });
    rows.push(row(FLOOR, floorProfile, floorProfile));
    for (const page of pages) {
      progress(`${page}, ${loads} loads`);
      const url = new URL(page, worker.url).toString();
      rows.push(row(page, await profilePage(browser, url, { loads, clientDir }), floorProfile));
    }
  } finally {
    await browser.close();
    await floor.dispose();
    await worker.dispose();
    deleteSourceMaps();
  }
  const markdown = [
    `Mean of ${loads} loads each, unthrottled, at 412 × 823 (DPR 1.75). Milliseconds of this machine: read the multiples of the floor's.`,
    "",
    "| Page | elements (hydrated) | JavaScript ms | GC ms | style & layout ms | JavaScript by source, ms |",
    "| --- | --: | --: | --: | --: | --- |",
    ...rows.map((line) => `| ${line} |`),
  ].join("\n");
  console.log(await formatMarkdown(markdown, `${projectRoot}bench-results.md`));
}

main().catch((error: unknown) => {
  console.error(`The profile failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
