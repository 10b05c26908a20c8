/**
 * `npm run bench`: builds, runs the production Worker locally (workerd via
 * Miniflare, seeded local D1/R2/KV, in memory) and measures what the
 * performance budgets cover (the JavaScript per page with 'Pedidos' on and a
 * bag; an order's D1 batch: scripts/bench/orders-scenario.ts), then a real
 * phone photo's upload and pages
 * (scripts/bench/real-photo-scenario.ts), and last `/products` with a real
 * catalogue of 30 products (scripts/bench/catalogue-scenario.ts). Prints Markdown tables (each
 * figure beside its budget) and writes them to bench-results.md, which the
 * README's "Performance" quotes.
 *
 * Environment: BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONCURRENCY,
 * LIGHTHOUSE_RUNS (0 skips), BENCH_LIGHTHOUSE_PAGES (e.g. `/about,/products`:
 * only those public pages), LIGHTHOUSE_CPU_SLOWDOWN (default 4),
 * BENCH_LIGHTHOUSE_ONLY=1 (only the public pages' Lighthouse beside the
 * framework's floor, printed, bench-results.md untouched), CHROME_PATH,
 * BENCH_STATIC_PATH, BENCH_SKIP_BUILD=1 (reuse build/).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { projectRoot } from "../tests/support/paths";
import { signInAs } from "../tests/support/api";
import { startWorker } from "../tests/support/worker";
import { Misses } from "./bench/budget";
import { buildProduction } from "./bench/build";
import { buildDeployBundle } from "./bench/bundle";
import { buildFloor, startFloor } from "./bench/floor";
import { runLighthouse, type LighthouseResult } from "./bench/lighthouse";
import { formatMarkdown } from "./bench/format";
import { describeMachine } from "./bench/machine";
import { AssetSizes, measureSiteScripts } from "./bench/page-scripts";
import {
  ADMIN_PAGES,
  BAG_PAGES,
  lighthousePages,
  loadTestPaths,
  publicPages,
  SCRIPTLESS_PAGES,
  staticAssetPath,
} from "./bench/pages";
import { runCatalogueScenario } from "./bench/catalogue-scenario";
import { catalogueSection } from "./bench/report-catalogue";
import { adminOnlyChunks } from "./bench/remix-manifest";
import { runRealPhotoScenario } from "./bench/real-photo-scenario";
import { markSoldOut } from "./bench/sold-out-product";
import { runCampaignScenario } from "./bench/campaign-scenario";
import { campaignSection } from "./bench/report-campaign";
import * as report from "./bench/report";
import { bundleSection, scriptsSection } from "./bench/report-assets";
import { lighthouseSection } from "./bench/report-lighthouse";
import { FLOOR_LABEL, mainThreadSection } from "./bench/report-main-thread";
import { realPhotoSection } from "./bench/report-real-photo";
import { countRoundTrips } from "./bench/round-trips";
import { bagWith, firstOrderable, runOrdersScenario } from "./bench/orders-scenario";
import { ordersSection } from "./bench/report-orders";
import { takeOrders } from "../tests/support/order-settings";
import { readSettings } from "./bench/settings";
import { profileStartup, type StartupCpu } from "./bench/startup";
import { measureThroughput, type Target } from "./bench/throughput";

// wrangler's in-process helpers (the harness's Miniflare options) would print
// to stdout, in front of the tables; the wrangler commands run with their own level.
process.env.WRANGLER_LOG ??= "warn";

const started = performance.now();
const progress = (message: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)}s] ${message}`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<void> {
  const settings = readSettings();
  const machine = describeMachine();
  const misses = new Misses();
  const work = mkdtempSync(`${tmpdir()}/bench-`);

  try {
    progress(
      settings.skipBuild
        ? "BENCH_SKIP_BUILD=1: bundling build/ as it is"
        : "building (npm run build)",
    );
    buildProduction(settings);
    progress("building the framework's floor (scripts/bench/floor-app)");
    buildFloor();
    if (settings.lighthouseOnly) {
      await lighthouseOnly(settings);
      return;
    }
    const staticPath = staticAssetPath();

    progress("Worker bundle (wrangler deploy --dry-run) and startup profile");
    const bundle = await buildDeployBundle(work);
    const startup: StartupCpu | string = await profileStartup(work).catch(messageOf);

    progress("D1 round trips per page");
    const trips = await countRoundTrips([...publicPages(), "/api/products"], ADMIN_PAGES);

    progress("orders: an order's D1 batch, the bag's pages, the page cache with a bag");
    const orders = await runOrdersScenario(["/", "/products", "/recipes"]).catch(messageOf);

    progress("an invitation campaign: 200 codes, 200 guests, the tab and the cards");
    const campaign = await runCampaignScenario().catch(messageOf);

    progress("starting the Worker for the load test");
    const worker = await startWorker({ http: true, pageCache: true });
    const browserUrl = worker.url.replace("127.0.0.1", "localhost");
    try {
      const targets: Target[] = [
        ...loadTestPaths().map((path) => ({ label: path, path })),
        { label: staticPath, path: staticPath },
      ];
      const results = await measureThroughput(worker.url, targets, {
        ...settings,
        onRound: (round) => progress(`load round ${round}/${settings.rounds}`),
      });
      const staticResult = results[results.length - 1];
      if (!staticResult) throw new Error("no static asset result");

      progress(
        "JavaScript per page (Chromium), 'Pedidos' on and a bag: a sold-out product, the bag and the checkout too",
      );
      const sizes = new AssetSizes(`${projectRoot}build/client`);
      const adminCookie = await signInAs(worker);
      // From here on the site takes orders: its pages carry the bag's link and forms.
      await takeOrders(worker, adminCookie);
      const bag = await bagWith(worker, (await firstOrderable(worker)).id);
      const soldOut = await markSoldOut(worker, adminCookie);
      const scripts = await measureSiteScripts(
        browserUrl,
        { public: [...publicPages(), soldOut.path, ...BAG_PAGES], admin: ADMIN_PAGES },
        {
          admin: adminCookie,
          visitor: [...bag].map(([name, value]) => ({ name, value, httpOnly: name === "bolsa" })),
        },
        sizes,
      ).finally(() => soldOut.restore());

      const lighthouse = await publicLighthouse(browserUrl, settings);

      progress("a real photo: upload, served files, Lighthouse");
      const realPhoto = await runRealPhotoScenario(worker, browserUrl, settings, progress).catch(
        messageOf,
      );

      progress("a real catalogue: 30 products, half with uploaded phone photos, Lighthouse");
      const catalogue = await runCatalogueScenario(worker, browserUrl, settings, progress).catch(
        messageOf,
      );

      const chunkGzip = (file: string) => sizes.of(file).gzip;
      const markdown = [
        report.header(machine, settings, staticPath, loadavg()[0] ?? Number.NaN),
        report.throughputSection(results, staticResult, misses),
        report.roundTripSection(trips.public, trips.admin, misses),
        ordersSection(orders, misses),
        scriptsSection(
          scripts,
          adminOnlyChunks(`${projectRoot}build/client/assets`),
          chunkGzip,
          misses,
          SCRIPTLESS_PAGES,
        ),
        bundleSection(bundle, startup, misses),
        lighthouseSection(withoutFloor(lighthouse), misses),
        mainThreadSection(lighthouse, misses, {
          scriptless: SCRIPTLESS_PAGES,
          cpuSlowdown: settings.cpuSlowdown,
        }),
        realPhotoSection(realPhoto, misses),
        catalogueSection(catalogue, misses),
        campaignSection(campaign, misses),
        report.missesSection(misses, (performance.now() - started) / 1000),
      ].join("\n\n");
      const file = `${projectRoot}bench-results.md`;
      const formatted = await formatMarkdown(markdown, file);
      console.log(formatted);
      writeFileSync(file, formatted);
      progress("written to bench-results.md");
    } finally {
      await worker.dispose();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on the public pages and, first in each run, on the framework's
 * floor (scripts/bench/floor.ts), served by workerd beside the site.
 */
async function publicLighthouse(
  browserUrl: string,
  settings: ReturnType<typeof readSettings>,
): Promise<LighthouseResult[] | string> {
  if (settings.lighthouseRuns === 0) return "LIGHTHOUSE_RUNS=0";
  const floor = await startFloor();
  try {
    const floorUrl = `${floor.url.replace("127.0.0.1", "localhost")}/`;
    const pages = lighthousePages();
    progress(
      `Lighthouse (${settings.lighthouseRuns} runs × ${pages.length} pages and the floor, ` +
        `${settings.cpuSlowdown}× CPU)`,
    );
    const results = await runLighthouse(browserUrl, [floorUrl, ...pages], {
      runs: settings.lighthouseRuns,
      chromePath: settings.chromePath,
      cpuSlowdown: settings.cpuSlowdown,
      onRun: (run) => progress(`Lighthouse run ${run}/${settings.lighthouseRuns}`),
    });
    return results.map((result) =>
      result.page === floorUrl ? { ...result, page: FLOOR_LABEL } : result,
    );
  } catch (error) {
    return messageOf(error);
  } finally {
    await floor.dispose();
  }
}

const withoutFloor = (results: LighthouseResult[] | string) =>
  typeof results === "string" ? results : results.filter((result) => result.page !== FLOOR_LABEL);

/** BENCH_LIGHTHOUSE_ONLY=1: the main-thread table alone, printed (e.g. with 8× CPU). */
async function lighthouseOnly(settings: ReturnType<typeof readSettings>): Promise<void> {
  const worker = await startWorker({ http: true, pageCache: true });
  try {
    const browserUrl = worker.url.replace("127.0.0.1", "localhost");
    const lighthouse = await publicLighthouse(browserUrl, settings);
    const misses = new Misses();
    const markdown = [
      mainThreadSection(lighthouse, misses, {
        scriptless: SCRIPTLESS_PAGES,
        cpuSlowdown: settings.cpuSlowdown,
      }),
      lighthouseSection(withoutFloor(lighthouse), misses),
      report.missesSection(misses, (performance.now() - started) / 1000),
    ].join("\n\n");
    console.log(await formatMarkdown(markdown, `${projectRoot}bench-results.md`));
  } finally {
    await worker.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(`The bench failed: ${messageOf(error)}`);
  process.exitCode = 1;
});
