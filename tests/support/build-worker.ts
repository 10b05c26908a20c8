import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { projectRoot, workerBundleDir } from "./paths";

/**
 * Vitest global setup for the integration and browser projects: bundles the
 * production build (`npm run build` output) into the Worker script that
 * `wrangler deploy` would upload, unless the bundle is already newer.
 */
export default function bundleWorker(): void {
  const serverBuild = `${projectRoot}build/server/index.js`;
  // Unit tests need no Worker; the harness says so if a bundle is missing.
  if (!existsSync(serverBuild)) return;
  const bundle = `${workerBundleDir}/server.js`;
  const inputs = [
    serverBuild,
    `${projectRoot}server.ts`,
    `${projectRoot}load-context.ts`,
    `${projectRoot}wrangler.toml`,
  ];
  if (existsSync(bundle)) {
    const bundledAt = statSync(bundle).mtimeMs;
    if (inputs.every((input) => statSync(input).mtimeMs < bundledAt)) return;
  }
  execFileSync(
    process.execPath,
    [
      `${projectRoot}node_modules/wrangler/bin/wrangler.js`,
      "deploy",
      "--dry-run",
      "--outdir",
      workerBundleDir,
    ],
    {
      cwd: projectRoot,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
}
