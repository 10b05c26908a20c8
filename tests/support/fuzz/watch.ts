import { describeChange, snapshotTables, type Snapshot } from "../snapshots";
import type { TestWorker } from "../worker";

/**
 * Watches D1 while requests run, possibly from several properties at once:
 * after every `every` requests (and at `check()`), the watched tables must
 * equal the baseline. A change names every request that could have made it:
 * those finished since the last clean check and those still running. From
 * then on every request fails at once with that same report, so fast-check's
 * shrinking cannot replace it with an innocent request.
 */
export class WriteWatch {
  private unverified: string[] = [];
  private readonly running = new Map<symbol, string>();
  private failure: Error | null = null;
  private sinceCheck = 0;

  constructor(
    private readonly worker: TestWorker,
    private readonly baseline: Snapshot,
    private readonly every: number,
  ) {}

  /** Runs one request (`send` sends and checks it), then maybe checks D1. */
  async run<T>(what: string, send: () => Promise<T>): Promise<T> {
    if (this.failure) throw this.failure;
    const token = Symbol(what);
    this.running.set(token, what);
    let result: T;
    try {
      result = await send();
    } finally {
      this.running.delete(token);
      this.unverified.push(what);
    }
    this.sinceCheck += 1;
    if (this.sinceCheck >= this.every) await this.check();
    return result;
  }

  /** The watched tables must equal the baseline now. */
  async check(): Promise<void> {
    if (this.failure) throw this.failure;
    this.sinceCheck = 0;
    // Finished before the snapshot is read: verified by it if it is clean.
    const covered = this.unverified.length;
    const now = await snapshotTables(this.worker.d1);
    const change = describeChange(this.baseline, now);
    if (!change) {
      this.unverified.splice(0, covered);
      return;
    }
    const suspects = [...this.unverified, ...this.running.values()];
    this.failure = new Error(
      `D1 changed during one of these ${suspects.length} requests:\n${suspects.map((what) => `  - ${what}`).join("\n")}\n` +
        `Changed: ${change}\n(FUZZ_CHECK_EVERY=1 checks after every request, to single it out.)`,
    );
    throw this.failure;
  }
}
