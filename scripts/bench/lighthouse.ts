import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { median } from "./stats";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes the page transferred (`total-byte-weight`: every request's transfer size). */
  totalBytes: number;
  /** Main-thread time of script: evaluation, parse and compile (`mainthread-work-breakdown`). */
  scriptMs: number;
  /** Main-thread time of style recalculation and layout (the same audit's `styleLayout`). */
  styleLayoutMs: number;
  /** All main-thread work (the same audit's total). */
  mainThreadMs: number;
}

export interface LighthouseResult {
  page: string;
  /** Each figure is the median of the runs, taken separately. */
  median: LighthouseFigures;
  /** Runs that succeeded (and make up the median). */
  runs: number;
  /** Lighthouse's warnings (e.g. a slow host), deduplicated. */
  warnings: string[];
  /** Audits that cost points in some run, e.g. "color-contrast". */
  failedAudits: string[];
  benchmarkIndex: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
/** One run's full report, for callers that look beyond the figures (see `inspect`). */
export type LighthouseReport = RunnerResult["lhr"];

/** Milliseconds by group of Lighthouse's main-thread breakdown (e.g. `scriptEvaluation`). */
function mainThreadGroups(lhr: LighthouseReport): Map<string, number> {
  const groups = new Map<string, number>();
  const details = lhr.audits["mainthread-work-breakdown"]?.details;
  const items = details && "items" in details && Array.isArray(details.items) ? details.items : [];
  for (const item of items as { group?: unknown; duration?: unknown }[]) {
    if (typeof item.group === "string" && typeof item.duration === "number") {
      groups.set(item.group, (groups.get(item.group) ?? 0) + item.duration);
    }
  }
  return groups;
}

function figures(lhr: LighthouseReport): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const groups = mainThreadGroups(lhr);
  const group = (name: string) => groups.get(name) ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    totalBytes: audit("total-byte-weight"),
    scriptMs: group("scriptEvaluation") + group("scriptParseCompile"),
    styleLayoutMs: group("styleLayout"),
    mainThreadMs: audit("mainthread-work-breakdown"),
  };
}

/** Scored audits below full marks in the categories other than performance. */
function failedAudits(lhr: LighthouseReport): string[] {
  const failed = new Set<string>();
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

/**
 * One Lighthouse run of `url`; a result with a runtime error (a flaky trace)
 * is thrown. `cpuSlowdown` replaces the mobile preset's 4× (its network stays).
 */
async function audit(url: string, port: number, cpuSlowdown: number): Promise<LighthouseReport> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error("Lighthouse returned no result");
  if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
  return result.lhr;
}

/** `audit`, tried a second time when it fails: Lighthouse's trace recording is sometimes flaky. */
async function auditWithRetry(
  url: string,
  port: number,
  cpuSlowdown: number,
): Promise<LighthouseReport> {
  try {
    return await audit(url, port, cpuSlowdown);
  } catch {
    return audit(url, port, cpuSlowdown);
  }
}

interface Collected {
  figures: LighthouseFigures[];
  warnings: Set<string>;
  failed: Set<string>;
  errors: string[];
  benchmarkIndex: number[];
}

function emptyCollected(): Collected {
  return { figures: [], warnings: new Set(), failed: new Set(), errors: [], benchmarkIndex: [] };
}

function summarize(page: string, entry: Collected): LighthouseResult {
  const of = (key: keyof LighthouseFigures) => median(entry.figures.map((run) => run[key]));
  return {
    page,
    median: {
      performance: of("performance"),
      accessibility: of("accessibility"),
      bestPractices: of("bestPractices"),
      seo: of("seo"),
      lcpMs: of("lcpMs"),
      cls: of("cls"),
      tbtMs: of("tbtMs"),
      totalBytes: of("totalBytes"),
      scriptMs: of("scriptMs"),
      styleLayoutMs: of("styleLayoutMs"),
      mainThreadMs: of("mainThreadMs"),
    },
    runs: entry.figures.length,
    warnings: [...entry.warnings, ...entry.errors.map((error) => `a run failed: ${error}`)],
    failedAudits: [...entry.failed],
    benchmarkIndex: median(entry.benchmarkIndex),
  };
}

/**
 * Lighthouse's default (mobile, simulated throttling) for each page in
 * Debian's Chromium, `runs` times, the pages alternating from run to run.
 * A run that fails twice is left out of the page's median and reported. A
 * page may be a whole URL (the framework's floor, scripts/bench/floor.ts).
 */
export async function runLighthouse(
  baseUrl: string,
  pages: readonly string[],
  {
    runs,
    chromePath,
    cpuSlowdown = 4,
    onRun,
    inspect,
  }: {
    runs: number;
    chromePath: string;
    /** Lighthouse's simulated CPU slowdown (its mobile default is 4). */
    cpuSlowdown?: number;
    onRun?: (run: number) => void;
    /** Called with each successful run's report, e.g. to see which images were fetched. */
    inspect?: (page: string, report: LighthouseReport) => void;
  },
): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const collected = pages.map(() => emptyCollected());
  try {
    for (let run = 0; run < runs; run += 1) {
      onRun?.(run + 1);
      for (const [index, page] of pages.entries()) {
        const entry = collected[index];
        if (!entry) continue;
        try {
          const lhr = await auditWithRetry(
            new URL(page, baseUrl).toString(),
            chrome.port,
            cpuSlowdown,
          );
          entry.figures.push(figures(lhr));
          inspect?.(page, lhr);
          for (const warning of lhr.runWarnings) entry.warnings.add(String(warning));
          for (const id of failedAudits(lhr)) entry.failed.add(id);
          entry.benchmarkIndex.push(lhr.environment.benchmarkIndex);
        } catch (error) {
          entry.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return pages.map((page, index) => summarize(page, collected[index] ?? emptyCollected()));
}
