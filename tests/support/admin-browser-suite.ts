import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, openSignedInPage, type PageOptions } from "./browser";
import { adminCookie } from "./session";
import { startWorker, type StartWorkerOptions, type TestWorker } from "./worker";

export interface AdminBrowserSuite {
  worker: TestWorker;
  browser: Browser;
  /** The Worker's address on localhost: Chromium keeps Secure (__Host-) cookies only there. */
  base: string;
  /** The seeded test admin's session cookie (`name=value`). */
  cookie: string;
  /** A page signed in as the test admin. */
  adminPage(options?: PageOptions): Promise<{ page: Page; errors: string[] }>;
}

/**
 * The Worker listening on a loopback port and Chromium, started before the
 * file's tests and closed after them, with the test admin signed in.
 * Its fields are set once `beforeAll` has run.
 */
export function adminBrowserSuite(options: StartWorkerOptions = {}): AdminBrowserSuite {
  const suite = {
    adminPage: (pageOptions: PageOptions = {}) =>
      openSignedInPage(suite.browser, suite.base, suite.cookie, pageOptions),
  } as AdminBrowserSuite;
  beforeAll(async () => {
    [suite.worker, suite.browser] = await Promise.all([
      startWorker({ ...options, http: true }),
      launchBrowser(),
    ]);
    suite.base = suite.worker.url.replace("127.0.0.1", "localhost");
    suite.cookie = await adminCookie(suite.worker);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.worker?.dispose();
  });
  return suite;
}
