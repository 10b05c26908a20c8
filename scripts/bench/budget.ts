/** One figure beside its budget: the text shown for both and whether it is met. */
export interface Verdict {
  budget: string;
  met: boolean;
}

export const atLeast = (value: number, limit: number, label = `≥ ${limit}`): Verdict => ({
  budget: label,
  met: value >= limit,
});

export const atMost = (value: number, limit: number, label = `≤ ${limit}`): Verdict => ({
  budget: label,
  met: value <= limit,
});

/** The performance budgets, in one place. */
export const BUDGETS = {
  /** SSR requests per second, as a share of the static asset's on the same run. */
  minThroughputRatio: 0.6,
  /** SSR p99 latency, as a multiple of the static asset's on the same run. */
  maxP99Ratio: 2,
  publicRoundTrips: 1,
  /**
   * The session; then, side by side, the tab's data and the count of new
   * requests on the 'Solicitudes' tab (docs/decisions/018-request-inbox.md):
   * three round trips, two in sequence.
   */
  adminRoundTrips: 3,
  /**
   * KB (1000 bytes) of gzip JavaScript a public page loads; what keeps the
   * pages within it: docs/decisions/023-public-javascript-budget.md.
   */
  publicJsKb: 96,
  /** KiB of the Worker bundle, gzip. */
  workerGzipKib: 540,
  /** Lighthouse mobile performance of the pages showing an uploaded real photo. */
  lighthousePerformance: 95,
  /** Lighthouse mobile performance of every public page, the seeded catalogue. */
  publicLighthousePerformance: 98,
  /** KB of gzip JavaScript, inline or fetched, of a page that ships none (docs/decisions/024). */
  scriptlessJsKb: 0,
  /** `/products` with 30 products, half with two or three uploaded phone photos. */
  catalogue: { performance: 95, tbtMs: 150, pageKb: 600 },
  /** KB (1000 bytes) `/products` transfers with a real photo among its pictures (Lighthouse mobile). */
  productsPageKb: 400,
  lighthouseOtherCategories: 100,
  /** The session, then one D1 batch: a batch of codes or an import is all or nothing. */
  campaignWriteRoundTrips: 2,
  /**
   * D1 batches of placing an order: its writes are one batch, all or nothing
   * (docs/decisions/032-orders-without-a-payment-processor.md).
   */
  orderBatches: 1,
  /** `/bolsa` and `/pedido` with a bag: the bag's lines, then the catalogue's products. */
  bagPageRoundTrips: 2,
  /** KB (1000 bytes) of gzip HTML of the codes tab showing a campaign of 200 codes. */
  codesTabGzipKb: 60,
  /** KB (1000 bytes) of gzip HTML of a sheet of 200 printable cards with their QR codes. */
  cardSheetGzipKb: 200,
  cls: 0.02,
  tbtMs: 100,
  /**
   * Main-thread work of a public page as a multiple of the framework's floor
   * (a one-route Remix app on Workers, scripts/bench/floor-app/) in the same
   * Lighthouse run, medians of the runs: docs/decisions/029-main-thread-work.md.
   */
  floor: {
    /** Script (evaluation, parse and compile) of a page that hydrates. */
    scriptRatio: 2,
    /** All main-thread work of a page that hydrates. */
    mainThreadRatio: 2,
    /** All main-thread work of a page that ships no script (docs/decisions/024). */
    scriptlessMainThreadRatio: 1.5,
    /** Style recalculation and layout, every page. */
    styleLayoutRatio: 2,
  },
} as const;

/** Every budget missed in the run, for the summary at the end. */
export class Misses {
  readonly items: string[] = [];

  /** Remembers the miss, if any; returns "✔" or "✘". */
  tick(what: string, figure: string, verdict: Verdict): string {
    if (!verdict.met) this.items.push(`${what}: ${figure} (budget ${verdict.budget})`);
    return verdict.met ? "✔" : "✘";
  }

  /** `tick` with the budget before it, e.g. "≤ 2 ✔", for a budget column. */
  check(what: string, figure: string, verdict: Verdict): string {
    return `${verdict.budget} ${this.tick(what, figure, verdict)}`;
  }
}
