import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts, type PublicProduct } from "../../app/services/catalog.server";
import { openPage, waitForHydration, watchDocuments } from "../support/browser";
import { browserSuite, pageAt } from "../support/browser-suite";

/**
 * The parts of the public pages that never change while the page is open
 * keep the server's markup: React does not hydrate them
 * (docs/decisions/029-main-thread-work.md, ServerMarkup).
 */
const suite = browserSuite();
const SPICY_HONEY = "miel-picosa-chile-rayado-ahumado";
const CARD_TEXTS = '[id^="producto-"][id$="-texto"]';
const CARD_OFFERS = '[id^="producto-"][id$="-pedido"]';
const HEADER_LISTS = ["#cabecera-marca", "#cabecera-redes", "#navegacion-principal"];
let catalogue: PublicProduct[];
beforeAll(async () => {
  catalogue = await listProducts(suite.worker.db);
});

/**
 * React's own keys on each element `selector` matches and on what is inside
 * it: the element's fibre and props, none inside.
 */
function reactKeys(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const keysOf = (element: Element) =>
      Object.keys(element).filter((key) => key.startsWith("__react")).length;
    return [...document.querySelectorAll(selector)].map((element) => ({
      id: element.id,
      element: keysOf(element),
      inside: [...element.querySelectorAll("*")].filter((inner) => keysOf(inner) > 0).length,
    }));
  }, selector);
}

/** A navigation in the page, as a link the router handles would make. */
function navigateInPage(page: Page, path: string) {
  return page.evaluate((path) => {
    const router = (window as unknown as { __remixRouter: { navigate(to: string): unknown } })
      .__remixRouter;
    void router.navigate(path);
  }, path);
}

function product(slug: string): PublicProduct {
  const found = catalogue.find((item) => item.slug === slug);
  if (!found) throw new Error(`the seed has no ${slug}`);
  return found;
}

describe("the parts of the public pages React does not hydrate", () => {
  it.each([
    ["/", ["#portada-texto", "#seccion-filosofia", CARD_TEXTS, CARD_OFFERS, ...HEADER_LISTS]],
    ["/products", ["#mas-para-descubrir", CARD_TEXTS, CARD_OFFERS]],
    [`/products/${SPICY_HONEY}`, ["#usos-lista", "#producto-datos"]],
    ["/contact", ["#contacto-datos", "#contacto-enlaces", ...HEADER_LISTS]],
    ["/recipes", ['[id^="receta-"][id$="-texto"]']],
    ["/lista-de-precios", ["#lista-de-precios-tabla"]],
    ["/associates", ["#solicitud-presentacion", "#solicitud-ventajas"]],
    ["/clients", ["#solicitud-presentacion", "#solicitud-ventajas"]],
  ])("%s keeps the server's markup of %j", async (path, selectors) => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url);
    // What the server sent, read before any script runs.
    await page.addInitScript((selectors) => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { served: (string | undefined)[] }).served = selectors.map(
          (selector) => document.querySelector(selector)?.innerHTML,
        );
      });
    }, selectors);
    await page.goto(path);
    await waitForHydration(page);
    const served = await page.evaluate(() => (window as unknown as { served: string[] }).served);
    for (const [index, selector] of selectors.entries()) {
      const parts = await reactKeys(page, selector);
      expect(parts.length, selector).toBeGreaterThan(0);
      for (const part of parts) expect(part, selector).toMatchObject({ element: 2, inside: 0 });
      await expect(
        page.evaluate((selector) => document.querySelector(selector)?.innerHTML, selector),
      ).resolves.toBe(served[index]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ["/", "#portada-texto", "/about", "Nuestra Historia"],
    ["/", "#seccion-filosofia", "/products", "Nuestros Productos"],
    ["/products", "#mas-para-descubrir", "/recipes", "Ideas y Recetas"],
    ["/contact", "#contacto-enlaces", "/", "Nuestra Filosofía"],
  ])("%s: a link in %s navigates in the page to %s", async (path, part, target, heading) => {
    const { page, errors } = await pageAt(suite, path);
    await waitForHydration(page);
    const documents = watchDocuments(page);
    await page.locator(`${part} a[href="${target}"]`).click();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByRole("heading", { name: heading }).waitFor();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws another product's words after a navigation in the page, and its own again on the way back", async () => {
    const spicyHoney = product(SPICY_HONEY);
    const other = catalogue.find(
      (item) => item.slug !== SPICY_HONEY && item.ingredients && item.isSpecialty === false,
    );
    if (!other?.ingredients || !spicyHoney.ingredients) throw new Error("the seed changed");
    const { page, errors } = await pageAt(suite, "/products");
    await waitForHydration(page);
    const documents = watchDocuments(page);

    // A card's name links to its page, in the page.
    await page.locator(`#producto-${SPICY_HONEY}-texto a`).click();
    await page.waitForURL(`**/products/${SPICY_HONEY}`);
    const facts = page.locator("#producto-datos");
    await expect(facts.textContent()).resolves.toContain(spicyHoney.ingredients);

    // Another product's page drawn by the same route: its own facts.
    await navigateInPage(page, `/products/${other.slug}`);
    await page.getByRole("heading", { level: 1, name: other.name }).waitFor();
    await expect(facts.textContent()).resolves.toContain(other.ingredients);
    await expect(facts.textContent()).resolves.not.toContain(spicyHoney.ingredients);

    await page.goBack();
    await page.getByRole("heading", { level: 1, name: spicyHoney.name }).waitFor();
    await expect(facts.textContent()).resolves.toContain(spicyHoney.ingredients);
    // The list drawn in the browser loads its code as it is drawn.
    await page.locator("#usos-lista").getByText("Quesos y Charcutería").first().waitFor();

    // Back on /products, drawn in the browser: every card shows its product.
    await page.goBack();
    await page.waitForURL("**/products");
    for (const { slug, name } of catalogue) {
      await expect(page.locator(`#producto-${slug}-texto a`).textContent()).resolves.toBe(name);
    }
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws the home page's caption and philosophy after a navigation in the page", async () => {
    // /about ships no script: the navigation starts on a page that does.
    const { page, errors } = await pageAt(suite, "/contact");
    await waitForHydration(page);
    const documents = watchDocuments(page);
    await navigateInPage(page, "/");
    await page.waitForURL((url) => url.pathname === "/");
    const caption = page.locator("#portada-texto");
    await caption.getByRole("heading", { level: 1 }).waitFor();
    // The owner's name, as the footer says it.
    const name = await caption.getByRole("heading", { level: 1 }).textContent();
    expect(name).toBeTruthy();
    await expect(page.locator("#pie").textContent()).resolves.toContain(
      `${name}. Todos los derechos reservados.`,
    );
    await caption.getByRole("link", { name: "Nuestra Historia" }).waitFor();
    await caption.getByRole("link", { name: /Escríbenos por WhatsApp/ }).waitFor();
    await page
      .locator("#seccion-filosofia")
      .getByRole("heading", { name: "Nuestra Filosofía" })
      .waitFor();
    await page.locator('#seccion-filosofia a[href="/products"]').waitFor();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ["/products", /\/assets\/ProductCardTextContent-[^/]*\.js$/],
    ["/associates", /\/assets\/InvitationRequestForm-[^/]*\.js$/],
  ])(
    "reloads %s when a part's code drawn after a navigation cannot be downloaded (a deploy since the page opened)",
    async (path, part) => {
      const { page } = await pageAt(suite, "/contact");
      await waitForHydration(page);
      const documents = watchDocuments(page);
      // The previous build's file, gone after a deploy.
      await page.route(part, (route) => route.fulfill({ status: 404, body: "" }));
      const reload = page.waitForRequest((request) => request.resourceType() === "document");
      await navigateInPage(page, path);
      await reload;
      await page.waitForLoadState("load");
      expect(documents).toEqual([new URL(path, suite.worker.url).toString()]);
      // The server's page, whole: its parts need no download.
      if (path === "/products") {
        for (const { slug, name } of catalogue) {
          await page.locator(`#producto-${slug}-texto a`, { hasText: name }).waitFor();
        }
      } else {
        await page.getByRole("button", { name: "Validar código" }).waitFor();
      }
      await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
      await page.context().close();
    },
  );

  it("does not reload again a page that is itself such a reload: the page's error state says so", async () => {
    const { page } = await pageAt(suite, "/contact");
    await page.reload();
    await waitForHydration(page);
    const documents = watchDocuments(page);
    await page.route(/\/assets\/ProductCardTextContent-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await navigateInPage(page, "/products");
    // The products page's own error state ('Error al cargar los productos').
    const alert = page.getByRole("alert").filter({ hasText: "Error desconocido" });
    await alert.getByText("Error al cargar los productos").waitFor();
    expect(documents).toEqual([]);
    await page.context().close();
  });
});
