import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration, watchRequests } from "../support/browser";
import { projectRoot } from "../support/paths";
import { freePort, startServer, type ServerProcess } from "../support/server-process";

/**
 * The first visit to a fresh clone's development server. `npm run dev` starts
 * with an empty dependency cache (VITE_CACHE_DIR, vite.config.ts), as after
 * `npm install`, and the first pages must neither crash nor make Vite optimize
 * dependencies again and reload them (two copies of React: "Invalid hook
 * call").
 */

const PAGES = ["/admin/auth", "/", "/products", "/associates"];

let dev: ServerProcess;
let browser: Browser;
let base = "";
let cacheDir = "";

beforeAll(async () => {
  cacheDir = mkdtempSync(`${tmpdir()}/vite-cache-`);
  const port = await freePort();
  base = `http://localhost:${port}`;
  [dev, browser] = await Promise.all([
    startServer(["run", "dev", "--", "--port", String(port), "--strictPort"], {
      cwd: projectRoot,
      ready: /Local:\s+http:\/\/localhost:\d+/,
      env: { VITE_CACHE_DIR: cacheDir },
    }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  dev?.stop();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("npm run dev on a fresh clone", () => {
  // One test a page, in order (README "Tests"): the first waits for Vite's
  // first optimisation of the dependencies.
  for (const path of PAGES) {
    it(`serves ${path} without a console error`, async () => {
      const { page, errors } = await openPage(browser, base);
      const requests = watchRequests(page);
      await page.goto(path);
      await waitForHydration(page);
      await requests.settled();
      expect(errors, path).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it("reloaded no dependency while serving them", () => {
    expect(dev.log()).not.toMatch(/optimized dependencies changed|new dependencies optimized/);
  });
});
