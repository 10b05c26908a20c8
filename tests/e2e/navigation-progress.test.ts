import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { browserSuite, pageAt } from "../support/browser-suite";
import { DESKTOP, withoutScripts } from "../support/sizes";

const suite = browserSuite();

/** Holds every request `pattern` matches until `release` is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const progressBar = (page: Page) => page.getByRole("progressbar", { name: "Cargando página" });

/** Resolves once the bar has faded in (its delay over): the visitor sees it. */
async function barShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const bar = document.querySelector('[role="progressbar"][aria-label="Cargando página"]');
    return bar !== null && Number(getComputedStyle(bar).opacity) > 0;
  });
}

describe("the navigation progress bar", () => {
  it.each([
    ["Productos", "/products", "**/products.data**"],
    ["Ideas y Recetas", "/recipes", "**/recipes.data**"],
  ])(
    "shows at the top while a slow navigation to '%s' loads, and goes once it has",
    async (link, path, data) => {
      const { page, errors } = await openPage(suite.browser, suite.worker.url, DESKTOP);
      // The home page hydrates (/about ships no script: pages-without-scripts.test.ts).
      await page.goto("/");
      await waitForHydration(page);
      await expect(progressBar(page).count()).resolves.toBe(0);
      const release = await holdRequests(page, data);

      await page
        .getByRole("navigation", { name: "Principal" })
        .getByRole("link", { name: link, exact: true })
        .click();
      await progressBar(page).waitFor();
      await barShown(page);
      const box = await progressBar(page).boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.width).toBe(1280);
      // Still on the old page while the new one loads.
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      release();
      await page.waitForURL(`**${path}`);
      await progressBar(page).waitFor({ state: "detached" });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("stays still when the visitor prefers reduced motion", async () => {
    const { page } = await pageAt(suite, "/", {
      ...DESKTOP,
      reducedMotion: "reduce",
    });
    await waitForHydration(page);
    const release = await holdRequests(page, "**/products.data**");
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Productos", exact: true })
      .click();
    await progressBar(page).waitFor();
    await barShown(page);
    // Only its fade-in runs: nothing moves across the screen.
    const moving = await progressBar(page).evaluate((bar) =>
      bar
        .getAnimations({ subtree: true })
        .map((animation) => (animation as CSSAnimation).animationName)
        .filter((name) => name !== "nav-progress-in"),
    );
    expect(moving).toEqual([]);
    release();
    await progressBar(page).waitFor({ state: "detached" });
    await page.context().close();
  });

  it("is not drawn by a page loaded without JavaScript", async () => {
    const { page } = await pageAt(suite, "/about", withoutScripts(DESKTOP));
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", {
        name: "Productos",
        exact: true,
      })
      .click();
    await page.waitForURL("**/products");
    await expect(progressBar(page).count()).resolves.toBe(0);
    await page.context().close();
  });
});
