import { afterAll, beforeAll } from "vitest";
import { startWorker, type TestWorker } from "../worker";
import type { Engine, EnginePage, PageSize } from "./engine-page";

export interface EngineSuite {
  worker: TestWorker;
  engine: Engine;
  /** The Worker's address on localhost, where engines keep Secure (__Host-) cookies. */
  base: string;
  /** A fresh page of `size` (cookies of its own), closed after the file's tests. */
  open(size: PageSize): Promise<EnginePage>;
}

/**
 * The Worker on a loopback port and the engine `launch` starts, before the
 * file's tests; both closed after them, with every page opened. With
 * `https`, the Worker answers over HTTPS (see `startWorker`).
 */
export function engineSuite(
  launch: () => Promise<Engine>,
  { https = false }: { https?: boolean } = {},
): EngineSuite {
  const suite = {} as EngineSuite;
  const pages: EnginePage[] = [];
  beforeAll(async () => {
    [suite.worker, suite.engine] = await Promise.all([
      startWorker({ http: true, https }),
      launch(),
    ]);
    suite.base = suite.worker.url.replace("127.0.0.1", "localhost");
  });
  suite.open = async (size) => {
    // One page at a time (WebKitWebDriver holds one session): a failed
    // test's page is closed here.
    await Promise.allSettled(pages.splice(0).map((page) => page.close()));
    const page = await suite.engine.openPage(suite.base, size);
    pages.push(page);
    return page;
  };
  afterAll(async () => {
    await Promise.allSettled(pages.map((page) => page.close()));
    await suite.engine?.close();
    await suite.worker?.dispose();
  });
  return suite;
}
