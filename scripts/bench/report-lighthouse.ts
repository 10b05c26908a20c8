import { atLeast, atMost, BUDGETS, type Misses, type Verdict } from "./budget";
import type { LighthouseResult } from "./lighthouse";
import { fixed, kb, table } from "./markdown";

export function lighthouseSection(
  results: readonly LighthouseResult[] | string,
  misses: Misses,
): string {
  if (typeof results === "string") {
    return ["## Lighthouse (mobile)", "", `Lighthouse did not run: ${results}`].join("\n");
  }
  const rows = results.map(({ page, median: m, runs }) => {
    const check = (what: string, figure: string, verdict: Verdict) =>
      `${figure} ${misses.tick(`${page} Lighthouse ${what}`, figure, verdict)}`;
    const other = BUDGETS.lighthouseOtherCategories;
    return [
      page,
      String(runs),
      check(
        "performance",
        fixed(m.performance),
        atLeast(m.performance, BUDGETS.publicLighthousePerformance),
      ),
      check("accessibility", fixed(m.accessibility), atLeast(m.accessibility, other)),
      check("best practices", fixed(m.bestPractices), atLeast(m.bestPractices, other)),
      check("SEO", fixed(m.seo), atLeast(m.seo, other)),
      fixed(m.lcpMs),
      check("CLS", fixed(m.cls, 3), atMost(m.cls, BUDGETS.cls)),
      check("TBT", `${fixed(m.tbtMs)}`, atMost(m.tbtMs, BUDGETS.tbtMs)),
      kb(m.totalBytes),
    ];
  });
  const notes = results.flatMap((result) => [
    ...result.failedAudits.map((audit) => `- ${result.page}: audit below full marks: ${audit}`),
    ...result.warnings.map((warning) => `- ${result.page}: ${warning}`),
  ]);
  const benchmarkIndex = results.find((result) => result.runs > 0)?.benchmarkIndex ?? Number.NaN;
  return [
    "## Lighthouse (mobile)",
    "",
    "Median of each page's runs, each figure separately; default mobile settings (simulated " +
      `throttling), Debian's Chromium; host benchmark index ${fixed(benchmarkIndex)}.`,
    "",
    table(
      [
        "Page",
        "runs",
        `performance (≥ ${BUDGETS.publicLighthousePerformance})`,
        "accessibility (100)",
        "best practices (100)",
        "SEO (100)",
        "LCP ms",
        `CLS (≤ ${BUDGETS.cls})`,
        `TBT ms (≤ ${BUDGETS.tbtMs})`,
        "transferred KB",
      ],
      rows,
    ),
    ...(notes.length ? ["", ...notes] : []),
  ].join("\n");
}
