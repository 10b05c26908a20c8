import { atLeast, atMost, BUDGETS, type Misses } from "./budget";
import type { Machine } from "./machine";
import { fixed, table } from "./markdown";
import type { RoundTripCount } from "./round-trips";
import type { BenchSettings } from "./settings";
import type { TargetResult } from "./throughput";

export function header(
  machine: Machine,
  settings: BenchSettings,
  staticPath: string,
  endLoadAverage: number,
): string {
  return [
    "# Benchmark results",
    "",
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.os}; Node ${machine.node}; ` +
      `load average ${fixed(machine.loadAverage, 2)} at the start, ${fixed(endLoadAverage, 2)} ` +
      "at the end (other work on the machine slows every target; compare the ratios)",
    "- Runtime: the production build in workerd (Miniflare), local D1/R2/KV, seeded",
    `- Load: closed loop (node:http, kept-alive connections), ${settings.concurrency} requests ` +
      `in flight, ${settings.rounds} rounds × ${settings.seconds} s per target, the targets ` +
      "alternating, after 1 s of warm-up each; no Accept-Encoding (Cloudflare compresses at " +
      "the edge, workerd would compress in the Worker's process); static asset " +
      `\`${staticPath}\`, served by the same runtime without running the Worker`,
  ].join("\n");
}

export function throughputSection(
  results: readonly TargetResult[],
  staticResult: TargetResult,
  misses: Misses,
): string {
  const rows = results.map((result) => {
    const isStatic = result === staticResult;
    const ratio = result.requestsPerSecond / staticResult.requestsPerSecond;
    const p99Ratio = result.p99Ms / staticResult.p99Ms;
    const label = result.target.label;
    const rangeText = `${fixed(result.roundRange[0])}–${fixed(result.roundRange[1])}`;
    return [
      isStatic ? `${label} (static)` : label,
      fixed(result.requestsPerSecond),
      rangeText,
      fixed(result.p50Ms, 1),
      fixed(result.p99Ms, 1),
      isStatic ? "1.00" : fixed(ratio, 2),
      isStatic
        ? "—"
        : misses.check(
            `${label} requests/s vs static`,
            `${fixed(ratio, 2)}×`,
            atLeast(ratio, BUDGETS.minThroughputRatio, `≥ ${BUDGETS.minThroughputRatio}×`),
          ),
      isStatic ? "1.00" : fixed(p99Ratio, 2),
      isStatic
        ? "—"
        : misses.check(
            `${label} p99 vs static`,
            `${fixed(p99Ratio, 2)}×`,
            atMost(p99Ratio, BUDGETS.maxP99Ratio, `≤ ${BUDGETS.maxP99Ratio}×`),
          ),
      result.errors.size === 0
        ? "0"
        : [...result.errors].map(([status, count]) => `${count} × ${status}`).join(", "),
      String(result.socketErrors),
    ];
  });
  return [
    "## Requests per second and latency",
    "",
    table(
      [
        "Target",
        "req/s",
        "req/s by round",
        "p50 ms",
        "p99 ms",
        "req/s ÷ static",
        "budget",
        "p99 ÷ static",
        "budget",
        "non-2xx",
        "socket errors",
      ],
      rows,
    ),
  ].join("\n");
}

function roundTripRows(counts: readonly RoundTripCount[], limit: number, misses: Misses) {
  return counts.map((count) => {
    const worst = Math.max(count.first, count.second);
    const ok = count.status >= 200 && count.status < 300;
    return [
      count.page,
      String(count.status),
      String(count.first),
      String(count.second),
      count.kinds || "—",
      misses.check(
        `${count.page} D1 round trips`,
        ok ? String(worst) : `HTTP ${count.status}`,
        ok ? atMost(worst, limit) : { budget: `≤ ${limit} (and HTTP 200)`, met: false },
      ),
    ];
  });
}

export function roundTripSection(
  publicCounts: readonly RoundTripCount[],
  adminCounts: readonly RoundTripCount[],
  misses: Misses,
): string {
  const header = ["Page", "status", "1st request", "2nd request", "kinds (2nd)", "budget"];
  return [
    "## D1 round trips per request",
    "",
    "Counted by a wrapper around the Worker's D1 binding: one statement run or one batch each.",
    "",
    table(header, roundTripRows(publicCounts, BUDGETS.publicRoundTrips, misses)),
    "",
    "Admin pages (signed in):",
    "",
    table(header, roundTripRows(adminCounts, BUDGETS.adminRoundTrips, misses)),
  ].join("\n");
}

export function missesSection(misses: Misses, seconds: number): string {
  return [
    "## Budgets missed",
    "",
    ...(misses.items.length ? misses.items.map((item) => `- ✘ ${item}`) : ["None ✔"]),
    "",
    `Full run: ${fixed(seconds)} s.`,
  ].join("\n");
}
