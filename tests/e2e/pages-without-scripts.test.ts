import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  openPage,
  seriousAccessibilityViolations,
  waitForHydration,
  watchDocuments,
  watchRequests,
} from "../support/browser";
import { browserSuite, pageAt } from "../support/browser-suite";
import { SCRIPTLESS_PAGES } from "../support/site-pages";
import { DESKTOP, PHONE_390 } from "../support/sizes";

/**
 * docs/decisions/024-pages-without-javascript.md in Chromium, with
 * JavaScript on: landing on a page that needs no script downloads none, and
 * the page still works (menu, pictures, the honeycomb); a visitor who
 * arrives on a hydrated page keeps client-side navigation to and from them.
 */

const suite = browserSuite();

const isAppScript = (url: string) => /\/assets\/[^?#]*\.js(?:$|[?#])/.test(new URL(url).pathname);

/** Every URL `page` asks for from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

describe("landing on a page that needs no JavaScript", () => {
  it.each(SCRIPTLESS_PAGES)("%s fetches no script of the app", async (path) => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, DESKTOP);
    const urls = recordRequests(page);
    const requests = watchRequests(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.startsWith("/no-existe") ? 404 : 200);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Every picture of the page, lazy ones too, is asked for once scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await requests.settled();
    expect(urls.filter(isAppScript), path).toEqual([]);
    expect(
      urls.some((url) => new URL(url).pathname.endsWith(".css")),
      path,
    ).toBe(true);
    await expect(page.evaluate(() => document.scripts.length)).resolves.toBe(0);
    // The one expected console error of the 404 page: its status.
    expect(
      errors.filter((line) => !line.includes("status of 404")),
      path,
    ).toEqual([]);
    await page.context().close();
  });

  it("opens and closes the phone menu at 390 px, with no serious accessibility violation", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, PHONE_390);
    const urls = recordRequests(page);
    await page.goto("/about");
    const menu = page.locator("#menu-movil");
    const open = menu.getByRole("link", { name: "Abrir menú" });
    const close = menu.getByRole("link", { name: "Cerrar menú" });
    const menuLink = menu.getByRole("link", { name: "Ideas y Recetas", exact: true });
    await expect(menuLink.isVisible()).resolves.toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await open.click();
    await menuLink.waitFor({ state: "visible" });
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(390);
    expect(box?.height).toBeGreaterThanOrEqual(844);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await close.click();
    await menuLink.waitFor({ state: "hidden" });
    await expect(open.isVisible()).resolves.toBe(true);

    // A link of the open menu leads to the page.
    await open.click();
    await menuLink.click();
    await page.waitForURL("**/recipes");
    await page.getByRole("heading", { level: 1, name: "Ideas y Recetas" }).waitFor();
    // The first hydrating page loads normally, scripts and all, and hydrates.
    await waitForHydration(page);
    expect(urls.filter(isAppScript).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("moves the honeycomb with the scroll by CSS alone, and keeps it still under reduced motion", async () => {
    const offsetAfterScroll = async (reducedMotion: "reduce" | "no-preference") => {
      const { page } = await pageAt(suite, "/about", {
        ...DESKTOP,
        reducedMotion,
      });
      await page.evaluate(() => window.scrollTo(0, 1000));
      await page.waitForFunction(() => window.scrollY === 1000);
      // The scroll timeline updates the layer on the next frames.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      const offset = await page
        .locator(".honeycomb-bg")
        .evaluate((layer) => new DOMMatrix(getComputedStyle(layer).transform).m42);
      await page.context().close();
      return offset;
    };
    // 5 % of the scroll, as the script does on the pages that hydrate.
    expect(await offsetAfterScroll("no-preference")).toBeCloseTo(-50, 0);
    expect(await offsetAfterScroll("reduce")).toBe(0);
  });
});

describe("from a page that hydrates", () => {
  it("navigates to /about and back on the client, /about at its top", async () => {
    const { page, errors } = await pageAt(suite, "/", DESKTOP);
    await waitForHydration(page);
    // Gone if the browser loaded a new document.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const documents = watchDocuments(page);

    const nav = page.getByRole("navigation", { name: "Principal" });
    await page.evaluate(() => window.scrollTo(0, 600));
    await nav.getByRole("link", { name: "Nosotros", exact: true }).click();
    await page.waitForURL("**/about");
    await page.getByRole("heading", { level: 1, name: "Nuestra Historia" }).waitFor();
    // The router scrolls the new page to its top once it has rendered it.
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.evaluate(() => window.__sameDocument)).resolves.toBe(true);
    // Pictures shown by the client fade in as on any hydrated page.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main img.site-image[loading=eager]")].every(
        (image) => image.getAttribute("data-state") === "loaded",
      ),
    );

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    // The URL changes before the router has the home page's data; going forward
    // before it rendered would cut that navigation short.
    await page
      .getByRole("heading", { level: 1, name: "Nuestra Historia" })
      .waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expect(page.evaluate(() => window.__sameDocument)).resolves.toBe(true);

    await page.goForward();
    await page.waitForURL("**/about");
    await page.getByRole("heading", { level: 1, name: "Nuestra Historia" }).waitFor();
    await expect(page.evaluate(() => window.__sameDocument)).resolves.toBe(true);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
