import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { projectRoot } from "../../tests/support/paths";

const run = promisify(execFile);

/** Runs the project's pinned wrangler with `args`; resolves to its stdout. */
export async function wrangler(args: readonly string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [`${projectRoot}node_modules/wrangler/bin/wrangler.js`, ...args],
    {
      cwd: projectRoot,
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        WRANGLER_LOG: "log",
        WRANGLER_SEND_METRICS: "false",
        NO_COLOR: "1",
        CI: "true",
      },
    },
  );
  return stdout;
}
