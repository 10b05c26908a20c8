import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the command wrote, stdout and stderr together, colours off. */
  log(): string;
  /** Ends the command and every process it started. */
  stop(): void;
}

/**
 * Runs an npm script the way a person types it and resolves once its output
 * says it is listening (`ready`); rejects with the output if it exits first.
 */
export function startServer(
  args: string[],
  options: { cwd: string; ready: RegExp; env?: Record<string, string> },
): Promise<ServerProcess> {
  let log = "";
  const child = spawn("npm", args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, BROWSER: "none", NO_COLOR: "1", FORCE_COLOR: "0" },
    detached: true,
  });
  const server: ServerProcess = {
    child,
    log: () => log,
    stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    },
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (options.ready.test(log)) resolve(server);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) =>
      reject(new Error(`npm ${args.join(" ")} exited (${code}):\n${log}`)),
    );
  });
}
