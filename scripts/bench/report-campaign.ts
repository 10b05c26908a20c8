import { atMost, BUDGETS, type Misses } from "./budget";
import { fixed, kb, table } from "./markdown";
import { CAMPAIGN_CODES, type CampaignResult } from "./campaign-scenario";

/** The campaign scenario: big writes, and the pages that show them. */
export function campaignSection(result: CampaignResult | string, misses: Misses): string {
  const title = "## An invitation campaign";
  if (typeof result === "string") {
    const verdict = { budget: "runs to the end", met: false };
    return [
      title,
      "",
      `The scenario failed: ${result} ${misses.tick("campaign", result, verdict)}`,
    ].join("\n");
  }
  const trips = (what: string, value: number, limit: number) =>
    `${value} ${misses.tick(`campaign: ${what} round trips`, String(value), atMost(value, limit))}`;
  const writeRows = result.writes.map((write) => [
    write.label,
    String(write.status),
    String(write.codes),
    fixed(write.ms),
    trips(write.label, write.roundTrips, BUDGETS.campaignWriteRoundTrips),
  ]);
  const pageRows = result.pages.map((page) => {
    const cards = page.path.includes("/cards");
    const limit = cards ? BUDGETS.cardSheetGzipKb : BUDGETS.codesTabGzipKb;
    return [
      `\`${decodeURIComponent(page.path)}\``,
      String(page.status),
      fixed(page.ms),
      kb(page.bytes),
      `${kb(page.gzipBytes)} ${misses.tick(
        `campaign: ${page.path} gzip`,
        `${kb(page.gzipBytes)} KB`,
        atMost(page.gzipBytes / 1000, limit),
      )} (≤ ${limit})`,
      trips(page.path, page.roundTrips, cards ? 2 : BUDGETS.adminRoundTrips),
    ];
  });
  return [
    title,
    "",
    `On a Worker of its own (fresh in-memory D1 behind the round-trip counter): ${CAMPAIGN_CODES} ` +
      `codes generated at once (\`POST /api/admin/invitation-codes/batch\`), ${CAMPAIGN_CODES} ` +
      "guests imported from a CSV with accents and every column " +
      "(`POST /api/admin/invitation-codes/import`), then the codes tab filtered by the generated " +
      "campaign and its sheet of printable cards, each card with its QR code made on the server. " +
      "Times are wall-clock on this machine (the pages: median of five requests); the budgets " +
      "hold round trips and bytes, which do not depend on the machine.",
    "",
    table(
      ["Write", "status", "codes", "ms", `D1 round trips (≤ ${BUDGETS.campaignWriteRoundTrips})`],
      writeRows,
    ),
    "",
    table(["Page", "status", "ms", "HTML KB", "gzip KB (budget)", "D1 round trips"], pageRows),
    "",
    "The sheet's HTML carries each QR code twice: in the markup and in the data React hydrates " +
      "from. Each QR code costs about 0.8 ms of CPU (uqr tries the eight masks and keeps the " +
      "most readable, as the QR standard asks), so a sheet of 200 cards is about 0.2 s of " +
      "Worker CPU: within Workers Paid's limit, not the Free plan's 10 ms per request.",
  ].join("\n");
}
