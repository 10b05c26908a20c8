import { execFileSync } from "node:child_process";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { projectRoot } from "../../tests/support/paths";

/**
 * The framework's floor (README, "Performance"): the smallest Remix app on
 * Workers, one route and no data (scripts/bench/floor-app/), built with the
 * project's Remix, Vite and wrangler and served by workerd beside the site,
 * so a page's main-thread work is read as a multiple of what any Remix page
 * costs on the same machine in the same run.
 */
const floorDir = `${projectRoot}scripts/bench/floor-app/`;
const bundleDir = `${projectRoot}.wrangler/bench-floor`;

export interface Floor {
  url: string;
  dispose(): Promise<void>;
}

function run(args: readonly string[]): void {
  execFileSync(process.execPath, args, {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", CI: "true" },
  });
}

/** `remix vite:build` of the floor, then its Worker as `wrangler deploy` would upload it. */
export function buildFloor(): void {
  run([`${projectRoot}node_modules/@remix-run/dev/dist/cli.js`, "vite:build", floorDir]);
  run([
    `${projectRoot}node_modules/wrangler/bin/wrangler.js`,
    "deploy",
    "--dry-run",
    "--config",
    `${floorDir}wrangler.toml`,
    "--outdir",
    bundleDir,
  ]);
}

/** The floor's Worker in workerd, with its static assets, on a free loopback port. */
export async function startFloor(): Promise<Floor> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(`${floorDir}wrangler.toml`);
  const mf = new Miniflare({
    host: "127.0.0.1",
    port: 0,
    log: new Log(LogLevel.NONE),
    workers: [
      {
        ...workerOptions,
        name: "bench-floor",
        modules: [{ type: "ESModule", path: `${bundleDir}/server.js` }],
      },
    ],
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  return { url, dispose: () => mf.dispose() };
}
