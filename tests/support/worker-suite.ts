import { afterAll, beforeAll } from "vitest";
import { startWorker, type StartWorkerOptions, type TestWorker } from "./worker";

/**
 * The Worker of one test file: started before the file's tests, disposed
 * after them. The answer stands for that Worker (each member is the started
 * Worker's own), so a test writes `worker.fetch(…)` as with `startWorker`'s;
 * a file's own `beforeAll` hooks run after this one.
 */
export function workerSuite(options: StartWorkerOptions = {}): TestWorker {
  let started: TestWorker | undefined;
  beforeAll(async () => {
    started = await startWorker(options);
  });
  afterAll(() => started?.dispose());
  const current = (): TestWorker => {
    if (!started) throw new Error("The file's Worker starts in beforeAll; use it in a test.");
    return started;
  };
  return new Proxy({} as TestWorker, {
    get(_target, member) {
      if (member === "then") return undefined;
      const worker = current();
      const value: unknown = Reflect.get(worker, member);
      return typeof value === "function" ? value.bind(worker) : value;
    },
  });
}
