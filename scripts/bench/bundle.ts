import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { wrangler } from "./wrangler";

export interface BundleSize {
  rawBytes: number;
  gzipBytes: number;
  /** wrangler's own "Total Upload: … / gzip: …" line. */
  wranglerSays: string | null;
  /** Bytes in the bundle by npm package (or the app's own server build), largest first. */
  largestInputs: { name: string; bytes: number }[];
}

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Groups esbuild's inputs by npm package; the rest is the app's code. */
function inputsByPackage(metafile: Metafile): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith(".js")) continue;
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const name = match?.[1] ?? "app (build/server, server.ts)";
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/**
 * `wrangler deploy --dry-run`: the Worker exactly as it would be uploaded,
 * into `dir` (also as the multipart `worker.bundle` that
 * `wrangler check startup` reads, and with esbuild's metafile).
 */
export async function buildDeployBundle(dir: string): Promise<BundleSize> {
  const stdout = await wrangler([
    "deploy",
    "--dry-run",
    "--outdir",
    `${dir}/out`,
    "--outfile",
    `${dir}/worker.bundle`,
    "--metafile",
    `${dir}/meta.json`,
  ]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of readdirSync(`${dir}/out`)) {
    if (!name.endsWith(".js") && !name.endsWith(".mjs")) continue;
    const content = readFileSync(`${dir}/out/${name}`);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  const metafile = JSON.parse(readFileSync(`${dir}/meta.json`, "utf8")) as Metafile;
  return {
    rawBytes,
    gzipBytes,
    wranglerSays: /Total Upload:[^\n]*/.exec(stdout)?.[0]?.trim() ?? null,
    largestInputs: inputsByPackage(metafile),
  };
}
