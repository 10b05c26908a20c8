/** The bench's knobs, from the environment (see README, "Performance"). */
export interface BenchSettings {
  /** Seconds each target is loaded in each round. */
  seconds: number;
  /** Rounds of the load test; each round visits every target once. */
  rounds: number;
  /** Requests in flight at once (closed loop: one per connection). */
  concurrency: number;
  /** Lighthouse runs per page (0 skips Lighthouse). */
  lighthouseRuns: number;
  /** Lighthouse's simulated CPU slowdown: 4, its mobile default; 8 for a slower phone. */
  cpuSlowdown: number;
  /**
   * Only the Lighthouse table of the public pages beside the framework's
   * floor, printed and not written to bench-results.md (e.g. the 8× check).
   */
  lighthouseOnly: boolean;
  /** Debian's Chromium, for the JavaScript count and Lighthouse. */
  chromePath: string;
  /** Reuse build/ as it is (for working on the bench itself). */
  skipBuild: boolean;
}

function positiveNumber(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`${name} must be a ${allowZero ? "non-negative" : "positive"} number: ${raw}`);
  }
  return value;
}

export function readSettings(): BenchSettings {
  return {
    seconds: positiveNumber("BENCH_SECONDS", 3),
    rounds: Math.round(positiveNumber("BENCH_ROUNDS", 5)),
    concurrency: Math.round(positiveNumber("BENCH_CONCURRENCY", 10)),
    lighthouseRuns: Math.round(positiveNumber("LIGHTHOUSE_RUNS", 3, { allowZero: true })),
    cpuSlowdown: positiveNumber("LIGHTHOUSE_CPU_SLOWDOWN", 4),
    lighthouseOnly: process.env.BENCH_LIGHTHOUSE_ONLY === "1",
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  };
}
