import { closedLoop, keepAliveAgent, type LoadSample } from "./load";
import { percentile } from "./stats";

export interface Target {
  label: string;
  path: string;
}

export interface TargetResult {
  target: Target;
  requestsPerSecond: number;
  /** Lowest and highest requests per second among the rounds. */
  roundRange: [number, number];
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, by status. */
  errors: Map<number, number>;
  socketErrors: number;
}

export interface ThroughputOptions {
  seconds: number;
  rounds: number;
  concurrency: number;
  /** Seconds of unmeasured load on each target first, so the JIT has warmed up. */
  warmupSeconds?: number;
  onRound?: (round: number) => void;
}

/**
 * Loads each target in turn, round after round, starting each round one
 * target further along: machine noise (another process, thermal steps)
 * falls on all targets alike instead of on whichever ran during it.
 */
export async function measureThroughput(
  baseUrl: string,
  targets: readonly Target[],
  { seconds, rounds, concurrency, warmupSeconds = 1, onRound }: ThroughputOptions,
): Promise<TargetResult[]> {
  const agent = keepAliveAgent(concurrency);
  const samples = targets.map((): LoadSample[] => []);
  try {
    for (const target of targets) {
      await closedLoop(new URL(target.path, baseUrl), {
        seconds: warmupSeconds,
        concurrency,
        agent,
      });
    }
    for (let round = 0; round < rounds; round += 1) {
      onRound?.(round + 1);
      for (let step = 0; step < targets.length; step += 1) {
        const index = (round + step) % targets.length;
        const target = targets[index];
        if (!target) continue;
        const url = new URL(target.path, baseUrl);
        samples[index]?.push(await closedLoop(url, { seconds, concurrency, agent }));
      }
    }
  } finally {
    agent.destroy();
  }
  return targets.map((target, index) => summarize(target, samples[index] ?? []));
}

function summarize(target: Target, samples: readonly LoadSample[]): TargetResult {
  const latencies = samples.flatMap((sample) => sample.latenciesMs).sort((a, b) => a - b);
  const ok = samples.reduce((sum, sample) => sum + sample.ok, 0);
  const elapsedMs = samples.reduce((sum, sample) => sum + sample.elapsedMs, 0);
  const perRound = samples.map((sample) => (sample.ok * 1000) / sample.elapsedMs);
  return {
    target,
    requestsPerSecond: elapsedMs > 0 ? (ok * 1000) / elapsedMs : 0,
    roundRange: [Math.min(...perRound), Math.max(...perRound)],
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: samples.reduce((all, sample) => {
      for (const [status, count] of sample.errors) all.set(status, (all.get(status) ?? 0) + count);
      return all;
    }, new Map<number, number>()),
    socketErrors: samples.reduce((sum, sample) => sum + sample.socketErrors, 0),
  };
}
