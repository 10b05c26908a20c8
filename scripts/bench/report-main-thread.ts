import { atMost, BUDGETS, type Misses } from "./budget";
import type { LighthouseResult } from "./lighthouse";
import { fixed, table } from "./markdown";

/** The label of the framework's floor among the Lighthouse results. */
export const FLOOR_LABEL = "floor: one-route Remix app";

/**
 * Each public page's main-thread work (Lighthouse's breakdown, medians of the
 * runs) beside the framework's floor measured in the same run, as ratios:
 * the budgets hold the ratios, so they do not depend on the machine.
 */
export function mainThreadSection(
  results: readonly LighthouseResult[] | string,
  misses: Misses,
  { scriptless, cpuSlowdown }: { scriptless: ReadonlySet<string>; cpuSlowdown: number },
): string {
  const title = `## Main-thread work beside the framework's floor (Lighthouse mobile, ${cpuSlowdown}× CPU)`;
  if (typeof results === "string")
    return [title, "", `Lighthouse did not run: ${results}`].join("\n");
  const floor = results.find((result) => result.page === FLOOR_LABEL);
  if (!floor || floor.runs === 0) {
    return [title, "", "The floor was not measured: no ratios this run."].join("\n");
  }
  const budgets = BUDGETS.floor;
  const rows = results.map(({ page, median: m, runs }) => {
    const isFloor = page === FLOOR_LABEL;
    const noScript = scriptless.has(page);
    const ratio = (value: number, base: number) => value / base;
    const cell = (what: string, value: number, base: number, limit: number | null) => {
      const figure = `${fixed(value)} (${fixed(ratio(value, base), 2)}×)`;
      if (isFloor || limit === null) return isFloor ? fixed(value) : `${figure} —`;
      const verdict = atMost(ratio(value, base), limit, `≤ ${limit}×`);
      return `${figure} ${misses.check(`${page} ${what} ÷ floor`, `${fixed(ratio(value, base), 2)}×`, verdict)}`;
    };
    return [
      isFloor ? `${page} (floor)` : noScript ? `${page} (no scripts)` : page,
      String(runs),
      fixed(m.performance),
      cell("script", m.scriptMs, floor.median.scriptMs, noScript ? null : budgets.scriptRatio),
      cell("style & layout", m.styleLayoutMs, floor.median.styleLayoutMs, budgets.styleLayoutRatio),
      cell(
        "main thread",
        m.mainThreadMs,
        floor.median.mainThreadMs,
        noScript ? budgets.scriptlessMainThreadRatio : budgets.mainThreadRatio,
      ),
      fixed(m.tbtMs),
    ];
  });
  return [
    title,
    "",
    "Milliseconds of main-thread work as Lighthouse counts it (`mainthread-work-breakdown`, " +
      `its trace times ${cpuSlowdown}× slowed), median of each page's runs, and in brackets ` +
      "the multiple of the floor's: a one-route Remix app on Workers with no data " +
      "(`scripts/bench/floor-app/`), built with the project's Remix, Vite and wrangler and " +
      "measured in the same Lighthouse runs, the pages alternating. Script is evaluation, " +
      "parse and compile; main thread is every task. Host benchmark index " +
      `${fixed(floor.benchmarkIndex)}.`,
    "",
    table(
      [
        "Page",
        "runs",
        "performance",
        `script ms (≤ ${budgets.scriptRatio}×, pages with scripts)`,
        `style & layout ms (≤ ${budgets.styleLayoutRatio}×)`,
        `main thread ms (≤ ${budgets.mainThreadRatio}×; ≤ ${budgets.scriptlessMainThreadRatio}× without scripts)`,
        "TBT ms",
      ],
      rows,
    ),
  ].join("\n");
}
