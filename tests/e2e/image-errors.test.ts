import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { DESKTOP } from "../support/sizes";

/** The first card of /products: its picture is eager, so it loads before the scripts run. */
const PRODUCT = "miel-picosa-chile-rayado-ahumado";
const PICTURE = "/images/miel-picosa-1.webp";
/** The picture and its width variants (`-384w.webp`), not its placeholder. */
const PICTURE_FILES = /\/images\/miel-picosa-1(-\d+w)?\.webp$/;

const suite = browserSuite();

/**
 * Loads /products with `failing` picture files answering 404, and the
 * page's scripts held back until the first card's picture has failed: the
 * error happens before hydration, as on a slow phone. Resolves once hydrated,
 * with the picture requests made after the scripts were let through.
 */
async function loadWithBrokenPicture(
  page: Page,
  failing: (url: URL) => boolean,
): Promise<{ laterRequests: Request[] }> {
  await page.route(PICTURE_FILES, (route) =>
    failing(new URL(route.request().url()))
      ? route.fulfill({ status: 404, contentType: "text/plain", body: "No encontrado" })
      : route.continue(),
  );
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto("/products", { waitUntil: "commit" });
  // The browser has given up on the server's <img>, with no script yet to see it.
  await page.waitForFunction((slug) => {
    const image = document.querySelector<HTMLImageElement>(
      `article[data-product="${slug}"] img.site-image`,
    );
    return image !== null && image.complete && image.naturalWidth === 0;
  }, PRODUCT);
  const laterRequests: Request[] = [];
  page.on("request", (request) => {
    if (PICTURE_FILES.test(new URL(request.url()).pathname)) laterRequests.push(request);
  });
  releaseScripts();
  await waitForHydration(page);
  return { laterRequests };
}

describe("a picture that failed before the page hydrated", () => {
  it("is retried once with its original URL, then says 'Error al cargar la imagen'", async () => {
    const { page } = await openPage(suite.browser, suite.worker.url, DESKTOP);
    const { laterRequests } = await loadWithBrokenPicture(page, () => true);
    const card = page.locator(`article[data-product="${PRODUCT}"]`);
    await card.getByText("Error al cargar la imagen").waitFor();
    await expect(card.getByRole("img", { name: /^Frasco de Miel Picosa/ }).count()).resolves.toBe(
      1,
    );
    await expect(card.locator("img").count()).resolves.toBe(0);
    // The retry asked for the original alone, once.
    expect(laterRequests.map((request) => new URL(request.url()).pathname)).toEqual([PICTURE]);
    await page.context().close();
  });

  it("shows the picture when the retry with the original URL succeeds", async () => {
    const { page } = await openPage(suite.browser, suite.worker.url, DESKTOP);
    const { laterRequests } = await loadWithBrokenPicture(
      page,
      (url) => url.pathname !== PICTURE, // only the width variants fail
    );
    const card = page.locator(`article[data-product="${PRODUCT}"]`);
    const image = card.locator('img.site-image[data-state="loaded"]');
    await image.waitFor();
    await expect(image.getAttribute("src")).resolves.toBe(PICTURE);
    await expect(image.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(768);
    await expect(card.getByText("Error al cargar la imagen").count()).resolves.toBe(0);
    expect(laterRequests.map((request) => new URL(request.url()).pathname)).toEqual([PICTURE]);
    await page.context().close();
  });
});
