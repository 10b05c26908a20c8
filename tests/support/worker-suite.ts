import { afterAll, beforeAll } from "vitest";
import { createD1Proxy, type D1Proxy } from "./d1-proxy";
import { migrationDatabase } from "./migrations";
import { adminCookie, nonAdminCookie } from "./session";
import { startWorker, type StartWorkerOptions, type TestWorker } from "./worker";

/**
 * Something a test file starts in `beforeAll` and stops in `afterAll`. The
 * answer stands for it: each member is read from the started one when a test
 * uses it, so a file can name it in a `const` at its top.
 */
function startedForTheFile<T extends object>(
  start: () => Promise<T>,
  stop: (started: T) => unknown,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => (started ? stop(started) : undefined));
  return new Proxy({} as T, {
    get(_target, member) {
      if (member === "then") return undefined;
      if (!started) throw new Error("The file's set-up starts in beforeAll; use it in a test.");
      const value: unknown = Reflect.get(started, member);
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}

/**
 * The Worker of one test file: started before the file's tests, disposed
 * after them, so a test writes `worker.fetch(…)` as with `startWorker`'s. A
 * file's own `beforeAll` hooks run after this one.
 */
export function workerSuite(options: StartWorkerOptions = {}): TestWorker {
  return startedForTheFile(
    () => startWorker(options),
    (worker) => worker.dispose(),
  );
}

/**
 * A `workerSuite` whose D1 binding goes through a proxy (see d1-proxy.ts),
 * passing every call until a test sets its mode to fail; it also counts the
 * Worker's round trips.
 */
export function proxiedWorkerSuite(options: Omit<StartWorkerOptions, "d1Proxy"> = {}): {
  worker: TestWorker;
  proxy: D1Proxy;
} {
  const proxy = createD1Proxy("pass");
  return { worker: workerSuite({ ...options, d1Proxy: proxy }), proxy };
}

/** An empty D1 for one test file to apply migrations to (see migrations.ts). */
export function migrationSuite(name: string): D1Database {
  let dispose = (): unknown => undefined;
  return startedForTheFile(
    async () => {
      const database = await migrationDatabase(name);
      dispose = database.dispose;
      return database.d1;
    },
    () => dispose(),
  );
}

/**
 * The session cookies of the seeded admin and of a signed-in visitor who is
 * not one, signed in before the file's tests (after the Worker started).
 */
export function sessionCookies(worker: TestWorker): { admin: string; visitor: string } {
  const cookies = { admin: "", visitor: "" };
  beforeAll(async () => {
    cookies.admin = await adminCookie(worker);
    cookies.visitor = await nonAdminCookie(worker);
  });
  return cookies;
}
