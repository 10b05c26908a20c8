import { atLeast, atMost, BUDGETS, type Misses } from "./budget";
import type { CatalogueResult } from "./catalogue-scenario";
import { fixed, kb, table } from "./markdown";

/** `/products` with the real catalogue: performance, TBT and weight beside their budgets. */
export function catalogueSection(result: CatalogueResult | string, misses: Misses): string {
  const title = "## /products with a real catalogue";
  if (typeof result === "string") return [title, "", `Not measured: ${result}`].join("\n");
  const intro =
    `${result.products} products, ${result.withPhotos} of them with two or three photos ` +
    `uploaded from a phone (${result.uploads} uploads of a 4032 × 3024 JPEG, about 3.3 MB ` +
    "each); Lighthouse mobile, median of the runs.";
  if (typeof result.lighthouse === "string") {
    return [title, "", intro, "", `Lighthouse did not run: ${result.lighthouse}`].join("\n");
  }
  const budget = BUDGETS.catalogue;
  const rows = result.lighthouse.map(({ page, median: m, runs }) => [
    page,
    String(runs),
    misses.check(
      "catalogue: /products Lighthouse performance",
      fixed(m.performance),
      atLeast(m.performance, budget.performance, `≥ ${budget.performance}`),
    ) + ` (${fixed(m.performance)})`,
    misses.check(
      "catalogue: /products TBT",
      `${fixed(m.tbtMs)} ms`,
      atMost(m.tbtMs, budget.tbtMs, `≤ ${budget.tbtMs} ms`),
    ) + ` (${fixed(m.tbtMs)})`,
    misses.check(
      "catalogue: /products transferred",
      `${kb(m.totalBytes)} KB`,
      atMost(m.totalBytes / 1000, budget.pageKb, `≤ ${budget.pageKb} KB`),
    ) + ` (${kb(m.totalBytes)})`,
    fixed(m.lcpMs),
    fixed(m.cls, 3),
  ]);
  const notes = result.lighthouse.flatMap((page) =>
    page.warnings.map((warning) => `- ${page.page}: ${warning}`),
  );
  return [
    title,
    "",
    intro,
    "",
    table(["Page", "runs", "performance", "TBT ms", "transferred KB", "LCP ms", "CLS"], rows),
    ...(notes.length ? ["", ...notes] : []),
  ].join("\n");
}
