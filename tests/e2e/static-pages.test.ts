import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sampleRecipes, sampleStores } from "../../app/db/seed-data";
import {
  openPage,
  seriousAccessibilityViolations,
  shipsScripts,
  waitForHydration,
  watchRequests,
} from "../support/browser";
import { browserSuite, eachPageIsAccessible, pageAt } from "../support/browser-suite";
import { DESKTOP, PHONE, withoutScripts } from "../support/sizes";

const suite = browserSuite();

/**
 * Each page, its h1, a line of its own content a visitor must see, whether it
 * has pictures, and whether it ships scripts (docs/decisions/024-pages-without-javascript.md).
 */
const PAGES = [
  {
    path: "/about",
    title: "Nuestra Historia",
    text: "Por qué cultivamos en domos geodésicos",
    pictures: true,
    scripts: false,
  },
  {
    path: "/smoked-chili",
    title: "Chile Rayado Ahumado",
    text: "Un tesoro escondido en las montañas de Hidalgo",
    pictures: true,
    scripts: false,
  },
  {
    path: "/sustainability",
    title: "Calidad y Sustentabilidad",
    text: "Tecnología de sustrato bio ring",
    pictures: true,
    scripts: false,
  },
  {
    path: "/stores",
    title: "Puntos de Venta",
    text: sampleStores[0]?.name ?? "",
    pictures: false,
    scripts: false,
  },
  {
    path: "/recipes",
    title: "Ideas y Recetas",
    text: sampleRecipes[0]?.title ?? "",
    pictures: true,
    scripts: true,
  },
  {
    path: "/privacidad",
    title: "Aviso de Privacidad",
    text: "Tus derechos ARCO",
    pictures: false,
    scripts: false,
  },
] as const;

async function expectPageContent(page: Page, title: string, text: string): Promise<void> {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([title]);
  await expect(main.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
}

/**
 * Every picture of the page finished loading (none shows an error text). On
 * a page that ships no script nothing marks a picture loaded: the picture
 * itself must be complete, decoded and fully opaque.
 */
async function expectImagesLoaded(page: Page, scripts: boolean): Promise<void> {
  const images = page.getByRole("main").locator("img.site-image");
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    if (!scripts) {
      await page.waitForFunction(
        (index) =>
          document.querySelectorAll<HTMLImageElement>("main img.site-image")[index]?.complete,
        index,
      );
      await expect(
        image.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).resolves.toBeGreaterThan(0);
      await expect(image.evaluate((img) => getComputedStyle(img).opacity)).resolves.toBe("1");
      continue;
    }
    // Settled: loaded, or failed (the picture then gives way to the error text).
    await page.waitForFunction((index) => {
      const main = document.querySelector("main");
      const state = main?.querySelectorAll("img.site-image")[index]?.getAttribute("data-state");
      return state === "loaded" || main?.textContent?.includes("Error al cargar la imagen");
    }, index);
    await expect(image.getAttribute("data-state")).resolves.toBe("loaded");
  }
  await expect(page.getByText("Error al cargar la imagen").count()).resolves.toBe(0);
  await expect(page.getByText("URL de imagen inválida").count()).resolves.toBe(0);
}

describe("the story and information pages in Chromium", () => {
  it.each(PAGES)(
    "$path renders with JavaScript, pictures load and nothing fails",
    async ({ path, title, text, pictures, scripts }) => {
      const { page, errors } = await openPage(suite.browser, suite.worker.url, DESKTOP);
      const requests = watchRequests(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(shipsScripts(page)).resolves.toBe(scripts);
      if (scripts) await waitForHydration(page);
      await expectPageContent(page, title, text);
      if (pictures) await expectImagesLoaded(page, scripts);
      await requests.settled();
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(PAGES)("$path renders without JavaScript", async ({ path, title, text, pictures }) => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, withoutScripts(PHONE));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectPageContent(page, title, text);
    if (pictures) {
      // Without scripts nothing fades the pictures in: they must show at once.
      const opacity = await page
        .getByRole("main")
        .locator("img.site-image")
        .first()
        .evaluate((image) => getComputedStyle(image).opacity);
      expect(opacity).toBe("1");
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  eachPageIsAccessible(
    suite,
    PAGES.map(({ path }) => path),
    [DESKTOP, PHONE],
  );
});

describe("links between the pages", () => {
  it("'Conoce Nuestra Historia' leads to /about at the top of the page", async () => {
    const { page, errors } = await pageAt(suite, "/smoked-chili", PHONE);
    const button = page.getByRole("link", { name: "Conoce Nuestra Historia" });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await page.waitForURL("**/about");
    await page.getByRole("heading", { level: 1, name: "Nuestra Historia" }).waitFor();
    // /smoked-chili ships no script, so the browser loads /about as a new
    // document, at its top; from a hydrated page the router scrolls it there
    // (pages-without-scripts.test.ts follows / → /about and back).
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("'Conoce Nuestra Historia' leads to /about without JavaScript too", async () => {
    const { page } = await pageAt(suite, "/smoked-chili", withoutScripts(DESKTOP));
    await page.getByRole("link", { name: "Conoce Nuestra Historia" }).click();
    await page.waitForURL("**/about");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Nuestra Historia",
    );
    await page.context().close();
  });

  it("opens each recipe's Instagram post and each store's map in a new tab", async () => {
    const { page } = await pageAt(suite, "/recipes", DESKTOP);
    for (const recipe of sampleRecipes) {
      const link = page.getByRole("link", {
        name: `Ver en Instagram: «${recipe.title}» (se abre en una pestaña nueva)`,
      });
      await expect(link.getAttribute("href")).resolves.toBe(recipe.instagramUrl);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toContain("noopener");
    }
    await page.goto("/stores");
    for (const store of sampleStores) {
      const link = page.getByRole("link", {
        name: `Ver en el mapa: ${store.name} (se abre en una pestaña nueva)`,
      });
      await expect(link.getAttribute("href")).resolves.toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toContain("noopener");
    }
    await page.context().close();
  });

  it("shows 'Cargando recetas...' while the recipes load", async () => {
    const { page, errors } = await pageAt(suite, "/recipes", DESKTOP);
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/recipes.data*", async (route) => {
      await held;
      await route.continue();
    });
    const status = page.getByRole("status").filter({ hasText: "Cargando recetas..." });
    await expect(status.count()).resolves.toBe(0);
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Ideas y Recetas" })
      .first()
      .click();
    await status.waitFor({ state: "visible" });
    release();
    await status.waitFor({ state: "detached" });
    await expect(
      page.getByRole("heading", { level: 2, name: sampleRecipes[0]?.title }).isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const javaScript of [true, false]) {
    it(`sends /downloads/* to the downloads page, ${javaScript ? "with" : "without"} JavaScript`, async () => {
      const { page, errors } = await openPage(suite.browser, suite.worker.url, {
        ...PHONE,
        javaScript,
      });
      const response = await page.goto("/downloads/ficha-de-producto.pdf");
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/downloads/index.html");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Descargas",
      );
      await expect(page.getByText("Ficha de producto").isVisible()).resolves.toBe(true);
      // axe runs its checks as a page script, so only where scripts run.
      if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await expect(
        page.getByRole("link", { name: "Volver al sitio" }).getAttribute("href"),
      ).resolves.toBe("/");
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
