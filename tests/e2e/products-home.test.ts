import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts, type PublicProduct } from "../../app/services/catalog.server";
import {
  openPage,
  seriousAccessibilityViolations,
  type PageOptions,
  waitForHydration,
  watchRequests,
} from "../support/browser";
import { browserSuite, eachPageIsAccessible, pageAt } from "../support/browser-suite";
import { DESKTOP, PHONE, withoutScripts } from "../support/sizes";

const SPICY_HONEY = "miel-picosa-chile-rayado-ahumado";
const PAGES = ["/", "/products", `/products/${SPICY_HONEY}`];
const SERVING_GROUPS = [
  "Quesos y Charcutería",
  "Carnes y Mariscos",
  "Aderezos y Vinagretas",
  "Postres y Repostería",
  "Bebidas y Mixología",
];

const suite = browserSuite();
let catalogue: PublicProduct[];
beforeAll(async () => {
  catalogue = await listProducts(suite.worker.db);
});

/**
 * `/` with the page's clock installed and stopped before it loads: the
 * hero's 5 s pass only as the test runs the clock, never while a slow
 * machine takes its time between two steps.
 */
async function openHome(options: PageOptions) {
  const opened = await openPage(suite.browser, suite.worker.url, options);
  const start = Date.now();
  await opened.page.clock.install({ time: start });
  await opened.page.clock.pauseAt(start);
  await opened.page.goto("/");
  return opened;
}

/** The number (1-based) of the slide whose dot is marked current. */
async function currentSlide(page: Page): Promise<number> {
  for (const slide of [1, 2]) {
    const dot = page.getByRole("button", { name: `Ir a la imagen ${slide}`, exact: true });
    if ((await dot.getAttribute("aria-current")) === "true") return slide;
  }
  return 0;
}

/**
 * Waits until the dot of `slide` is marked current (the hero has re-rendered
 * after the clock ran), then expects it to be the current slide.
 */
async function expectSlide(page: Page, slide: number): Promise<void> {
  await page
    .getByRole("button", { name: `Ir a la imagen ${slide}`, exact: true })
    .and(page.locator('[aria-current="true"]'))
    .waitFor({ state: "attached" });
  expect(await currentSlide(page)).toBe(slide);
}

/** Leaves the hero alone: pointer outside it, focus nowhere in it. */
async function leaveHero(page: Page): Promise<void> {
  await page.mouse.move(1270, 5);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

/**
 * With the carousel paused, pointer and focus gone: it stays on the first
 * slide for 16 s, and 'Reanudar presentación' moves it on to the second.
 */
async function expectStillUntilResumed(page: Page) {
  const resume = page.getByRole("button", { name: "Reanudar presentación" });
  await resume.waitFor();
  await leaveHero(page);
  await page.clock.runFor(16_000);
  expect(await currentSlide(page)).toBe(1);
  await resume.click();
  await page.clock.runFor(5100);
  await expectSlide(page, 2);
}

describe("the home hero", () => {
  it("advances every 5 s, lets the dots pick a slide, pauses on hover and focus, and has a pause control", async () => {
    const { page, errors } = await openHome(DESKTOP);
    const pause = page.getByRole("button", { name: "Pausar presentación" });
    await pause.waitFor(); // drawn once hydrated
    await leaveHero(page);
    expect(await currentSlide(page)).toBe(1);
    await page.clock.runFor(4000);
    expect(await currentSlide(page)).toBe(1);
    await page.clock.runFor(1100);
    await expectSlide(page, 2);
    await page.clock.runFor(5000);
    await expectSlide(page, 1);
    const slides = page.locator('[aria-roledescription="diapositiva"]');
    await expect(slides.nth(0).getAttribute("aria-hidden")).resolves.toBe("false");
    await expect(slides.nth(1).getAttribute("aria-hidden")).resolves.toBe("true");

    // A dot picks its slide; while the pointer and focus stay on it, nothing moves.
    await page.getByRole("button", { name: "Ir a la imagen 2", exact: true }).click();
    expect(await currentSlide(page)).toBe(2);
    await page.clock.runFor(11_000);
    expect(await currentSlide(page)).toBe(2);
    await leaveHero(page);
    await page.clock.runFor(5100);
    await expectSlide(page, 1);

    // The pause control stops it for good, even once pointer and focus are gone.
    await pause.click();
    await expectStillUntilResumed(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("does not advance by itself when the visitor prefers reduced motion", async () => {
    const { page } = await openHome({ ...DESKTOP, reducedMotion: "reduce" });
    // The visitor may still start it.
    await expectStillUntilResumed(page);
    await page.context().close();
  });

  it("opens the chat in a new tab", async () => {
    const { page } = await pageAt(suite, "/", DESKTOP);
    const chat = page.getByRole("link", { name: /Escríbenos por WhatsApp/ });
    await expect(chat.getAttribute("target")).resolves.toBe("_blank");
    await expect(chat.getAttribute("rel")).resolves.toContain("noopener");
    await page.context().close();
  });
});

describe("the serving ideas", () => {
  it("open in a dialog with the five groups and close with Escape", async () => {
    const { page, errors } = await pageAt(suite, "/", DESKTOP);
    const trigger = page.getByRole("button", { name: "Ver Usos Gastronómicos" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Usos Gastronómicos" });
    await dialog.waitFor();
    for (const group of SERVING_GROUPS) {
      await expect(dialog.getByRole("heading", { name: group }).isVisible()).resolves.toBe(true);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a product card", () => {
  it("cycles its pictures both ways, wrapping at each end", async () => {
    const { page, errors } = await pageAt(suite, "/products", DESKTOP);
    const card = page.locator(`article[data-product="${SPICY_HONEY}"]`);
    const picture = card.locator("img");
    const next = card.getByRole("button", { name: "Imagen siguiente" });
    const previous = card.getByRole("button", { name: "Imagen anterior" });
    await next.waitFor();
    const shows = async (name: string) => {
      await card.locator(`img[src="/images/${name}.webp"]`).waitFor({ state: "attached" });
      await expect(picture.getAttribute("src")).resolves.toBe(`/images/${name}.webp`);
    };
    await shows("miel-picosa-1");
    await previous.click();
    await shows("miel-picosa-3");
    await next.click();
    await shows("miel-picosa-1");
    await next.click();
    await shows("miel-picosa-2");
    await next.click();
    await shows("miel-picosa-3");
    await next.click();
    await shows("miel-picosa-1");
    await card.getByRole("button", { name: "Mostrar imagen 3 de 3" }).click();
    await shows("miel-picosa-3");
    await expect(
      card.getByRole("button", { name: "Mostrar imagen 3 de 3" }).getAttribute("aria-current"),
    ).resolves.toBe("true");

    // A single picture needs no controls.
    const single = page.locator('article[data-product="salsa-picante-chile-rayado"]');
    await expect(single.getByRole("button").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("cycles its pictures when React drew it, after a navigation in the page", async () => {
    const { page, errors } = await pageAt(suite, "/", DESKTOP);
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Productos", exact: true })
      .click();
    await page.getByRole("heading", { level: 1, name: "Nuestros Productos" }).waitFor();
    const card = page.locator(`article[data-product="${SPICY_HONEY}"]`);
    const shown = card.locator("img:visible");
    await card.getByRole("button", { name: "Imagen siguiente" }).click();
    await card.locator('img[src="/images/miel-picosa-2.webp"][data-state="loaded"]').waitFor();
    await expect(shown.count()).resolves.toBe(1);
    await card.getByRole("button", { name: "Imagen anterior" }).click();
    await card.getByRole("button", { name: "Imagen anterior" }).click();
    await card.locator('img[src="/images/miel-picosa-3.webp"][data-state="loaded"]').waitFor();
    await expect(shown.getAttribute("src")).resolves.toBe("/images/miel-picosa-3.webp");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the loading spinner while the products are being loaded again", async () => {
    const { page } = await pageAt(suite, "/products", DESKTOP);
    await page.getByRole("button", { name: "Imagen siguiente" }).first().waitFor(); // hydrated
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/products.data**", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Productos", exact: true })
      .click();
    const spinner = page.getByRole("status").filter({ hasText: "Cargando productos..." });
    await spinner.waitFor();
    release();
    await spinner.waitFor({ state: "hidden" });
    await page.context().close();
  });
});

describe("the pages in Chromium", () => {
  // One test a page (README "Tests").
  for (const path of PAGES) {
    it(`${path} runs without script errors or failed requests`, async () => {
      const { page, errors } = await openPage(suite.browser, suite.worker.url, DESKTOP);
      const requests = watchRequests(page);
      await page.goto(path);
      await waitForHydration(page);
      await requests.settled();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  eachPageIsAccessible(suite, PAGES, [DESKTOP, PHONE]);
});

describe("without JavaScript", () => {
  it("the home page shows the hero, the featured product and links to its serving ideas", async () => {
    const { page } = await pageAt(suite, "/", withoutScripts(DESKTOP));
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    const hero = page.getByRole("img", { name: /Frascos de Miel Picosa/ });
    await expect(hero.isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole("heading", { name: "Producto Destacado" }).isVisible(),
    ).resolves.toBe(true);
    const featured = catalogue.filter((product) => product.isFeatured);
    for (const product of featured) {
      await expect(
        page.getByRole("link", { name: product.name, exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
    await page.getByRole("link", { name: "Ver Usos Gastronómicos" }).click();
    await page.waitForURL(`**/products/${SPICY_HONEY}#usos`);
    const ideas = page.locator("#usos");
    await expect(
      ideas.getByRole("heading", { name: "Usos Gastronómicos" }).isVisible(),
    ).resolves.toBe(true);
    for (const group of SERVING_GROUPS) {
      await expect(ideas.getByRole("heading", { name: group }).isVisible()).resolves.toBe(true);
    }
    await expect(
      ideas.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it("the hero draws no dots that would do nothing; the first slide stays", async () => {
    const { page } = await pageAt(suite, "/", {
      viewport: { width: 390, height: 844 },
      javaScript: false,
    });
    const hero = page.getByRole("region", { name: "Presentación" });
    await hero.getByRole("heading", { level: 1 }).waitFor();
    await expect(hero.getByRole("button", { name: /^Ir a la imagen/ }).count()).resolves.toBe(0);
    const slides = hero.locator('[aria-roledescription="diapositiva"]');
    await expect(slides.nth(0).getAttribute("data-active")).resolves.toBe("true");
    await expect(slides.nth(1).getAttribute("data-active")).resolves.toBe("false");
    await page.context().close();
  });

  it("/products and a product page show their headings, names and pictures with alt text", async () => {
    const { page } = await pageAt(suite, "/products", withoutScripts(DESKTOP));
    await expect(
      page.getByRole("heading", { level: 1, name: "Nuestros Productos" }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole("heading", { level: 2, name: "Especialidades" }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole("heading", { level: 2, name: "Productos", exact: true }).isVisible(),
    ).resolves.toBe(true);
    for (const product of catalogue) {
      await expect(
        page.getByRole("heading", { level: 3, name: product.name }).count(),
      ).resolves.toBe(1);
    }
    const alts = await page
      .locator("main img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(alts).toHaveLength(catalogue.length);
    expect(alts.every((alt) => typeof alt === "string" && alt.length > 0)).toBe(true);
    await expect(page.getByRole("button", { name: "Imagen siguiente" }).count()).resolves.toBe(0);

    await page.goto(`/products/${SPICY_HONEY}`);
    await expect(
      page
        .getByRole("heading", { level: 1, name: "Miel Picosa con Chile Rayado Ahumado" })
        .isVisible(),
    ).resolves.toBe(true);
    const gallery = page.locator("main img");
    await expect(gallery.count()).resolves.toBe(3);
    for (const image of await gallery.all()) {
      await expect(image.getAttribute("alt")).resolves.toMatch(/\S/);
    }
    await expect(gallery.first().isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
