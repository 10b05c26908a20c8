import { readFileSync } from "node:fs";
import { median } from "./stats";
import { wrangler } from "./wrangler";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Sampled time not spent idle, in ms: the CPU the profile saw. */
function busyMs(profile: CpuProfile): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
  );
  let busy = 0;
  profile.samples.forEach((id, index) => {
    if (!idle.has(id)) busy += profile.timeDeltas[index] ?? 0;
  });
  return busy / 1000;
}

export interface StartupCpu {
  medianMs: number;
  runsMs: number[];
}

/**
 * `wrangler check startup` profiles the evaluation of the Worker's modules
 * in a local workerd (the phase Cloudflare limits as "startup time"). The
 * CPU is this machine's, not Cloudflare's, so it is a relative figure.
 */
export async function profileStartup(dir: string, runs = 3): Promise<StartupCpu> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const outfile = `${dir}/startup-${run}.cpuprofile`;
    await wrangler(["check", "startup", "--worker", `${dir}/worker.bundle`, "--outfile", outfile]);
    runsMs.push(busyMs(JSON.parse(readFileSync(outfile, "utf8")) as CpuProfile));
  }
  return { medianMs: median(runsMs), runsMs };
}
