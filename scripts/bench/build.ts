import { execFileSync } from "node:child_process";
import bundleWorker from "../../tests/support/build-worker";
import { projectRoot } from "../../tests/support/paths";

/**
 * `npm run build`, then the Worker bundle the test harness runs
 * (.wrangler/test-bundle, as `wrangler deploy` would upload it); with
 * `skipBuild`, only the bundle, from build/ as it is.
 */
export function buildProduction({ skipBuild = false } = {}): void {
  if (skipBuild) {
    bundleWorker();
    return;
  }
  try {
    execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "pipe" });
  } catch (error) {
    const output = (error as { stdout?: Buffer; stderr?: Buffer }).stdout?.toString() ?? "";
    const errors = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`npm run build failed:\n${output}\n${errors}`);
  }
  bundleWorker();
}
