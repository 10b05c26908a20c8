import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  launchBrowser,
  openPage,
  openSignedInPage,
  seriousAccessibilityViolations,
  waitForHydration,
  waitForPageReady,
  type PageOptions,
} from "./browser";
import { adminCookie } from "./session";
import { startWorker, type StartWorkerOptions, type TestWorker } from "./worker";

export interface BrowserSuite {
  worker: TestWorker;
  browser: Browser;
  /** The Worker's address on localhost: Chromium keeps Secure (__Host-) cookies only there. */
  base: string;
}

/**
 * The Worker listening on a loopback port and Chromium, started before the
 * file's tests and closed after them. Its fields are set once `beforeAll`
 * has run; a file's own `beforeAll` hooks run after this one.
 */
export function browserSuite(options: StartWorkerOptions = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.worker, suite.browser] = await Promise.all([
      startWorker({ ...options, http: true }),
      launchBrowser(),
    ]);
    suite.base = suite.worker.url.replace("127.0.0.1", "localhost");
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.worker?.dispose();
  });
  return suite;
}

export interface AdminBrowserSuite extends BrowserSuite {
  /** The seeded test admin's session cookie (`name=value`). */
  cookie: string;
  /** A page signed in as the test admin. */
  adminPage(options?: PageOptions): Promise<{ page: Page; errors: string[] }>;
  /** A page signed in as the test admin at `path`, once React has hydrated it. */
  adminPageAt(path: string, options?: PageOptions): Promise<{ page: Page; errors: string[] }>;
}

/** A `browserSuite` with the test admin signed in. */
export function adminBrowserSuite(options: StartWorkerOptions = {}): AdminBrowserSuite {
  const suite = browserSuite(options) as AdminBrowserSuite;
  suite.adminPage = (pageOptions: PageOptions = {}) =>
    openSignedInPage(suite.browser, suite.base, suite.cookie, pageOptions);
  suite.adminPageAt = async (path, pageOptions) => {
    const opened = await suite.adminPage(pageOptions);
    await opened.page.goto(path);
    await waitForHydration(opened.page);
    return opened;
  };
  beforeAll(async () => {
    suite.cookie = await adminCookie(suite.worker);
  });
  return suite;
}

/** A fresh page of `options` on the suite's Worker (its own cookies), `path` loaded in it. */
export async function pageAt(
  suite: BrowserSuite,
  path: string,
  options: PageOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(suite.browser, suite.worker.url, options);
  await opened.page.goto(path);
  return opened;
}

/**
 * Opens `path` in `page`, waits for it to be ready (hydrated, when it ships
 * scripts: waitForPageReady), and expects no serious or critical axe-core
 * violation there; a failure names the path and the viewport's width.
 */
export async function expectAccessiblePage(page: Page, path: string, width: number): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
  expect(await seriousAccessibilityViolations(page), `${path} at ${width}px`).toEqual([]);
}

/**
 * One test a page and size (README "Tests": no test walks many pages under
 * one timeout), each on a fresh page: no serious or critical axe-core
 * violation on `path` at that width.
 */
export function eachPageIsAccessible(
  suite: BrowserSuite,
  paths: readonly string[],
  sizes: readonly PageOptions[],
): void {
  for (const size of sizes) {
    const width = size.viewport?.width ?? 1280;
    for (const path of paths) {
      it(`has no serious or critical accessibility violation: ${path} at ${width} px`, async () => {
        const { page } = await openPage(suite.browser, suite.base, size);
        await expectAccessiblePage(page, path, width);
        await page.context().close();
      });
    }
  }
}
