import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";
import { projectRoot } from "../support/paths";

/**
 * Issue 17: the first visit to a fresh clone's development server. `npm run
 * dev` starts with an empty dependency cache (VITE_CACHE_DIR, vite.config.ts),
 * as after `npm install`, and the first pages must neither crash nor make
 * Vite optimize dependencies again and reload them (two copies of React:
 * "Invalid hook call").
 */

const PAGES = ["/admin/auth", "/", "/products", "/associates"];

function freePort(): Promise<number> {
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

let dev: ChildProcess | undefined;
let browser: Browser;
let base = "";
let cacheDir = "";
let log = "";

/** Resolves once the dev server says it listens (colours are off, so the line is plain). */
function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Local:\s+http:\/\/localhost:\d+/.test(log)) resolve();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`npm run dev exited (${code}):\n${log}`)));
  });
}

beforeAll(async () => {
  cacheDir = mkdtempSync(`${tmpdir()}/vite-cache-`);
  const port = await freePort();
  dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      VITE_CACHE_DIR: cacheDir,
      BROWSER: "none",
      NO_COLOR: "1",
      FORCE_COLOR: "0",
    },
    detached: true,
  });
  base = `http://localhost:${port}`;
  [, browser] = await Promise.all([started(dev), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("npm run dev on a fresh clone", () => {
  it("serves the first pages without a console error or a dependency reload", async () => {
    for (const path of PAGES) {
      const { page, errors } = await openPage(browser, base);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Hydrated: React holds the page's main element.
      await page.waitForFunction(() => {
        const main = document.querySelector("main");
        return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
      });
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
    expect(log).not.toMatch(/optimized dependencies changed|new dependencies optimized/);
  }, 240_000);
});
