import { describe, expect, it } from "vitest";
import { openPage, waitForHydration, watchDocuments, watchRequests } from "../support/browser";
import { browserSuite, eachPageIsAccessible, pageAt } from "../support/browser-suite";
import { iconsDrawn } from "../support/drawn-icons";
import { PHONE, withoutScripts } from "../support/sizes";

const suite = browserSuite();

const NAV_LABELS = [
  "Inicio",
  "Productos",
  "Chile Rayado Ahumado",
  "Puntos de Venta",
  "Ideas y Recetas",
  "Calidad y Sustentabilidad",
  "Nosotros",
  "Contáctanos",
];

describe("the app shell in Chromium", () => {
  it("shows the eight links with the current route highlighted, and no script errors", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, {
      viewport: { width: 1280, height: 800 },
    });
    const requests = watchRequests(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of NAV_LABELS) {
      await expect(nav.getByRole("link", { name: label, exact: true }).isVisible()).resolves.toBe(
        true,
      );
    }
    await expect(
      nav.getByRole("link", { name: "Inicio", exact: true }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await expect(
      nav.getByRole("link", { name: "Productos", exact: true }).getAttribute("aria-current"),
    ).resolves.toBeNull();
    const footer = page.getByRole("contentinfo");
    await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()}`);
    await waitForHydration(page);
    await requests.settled();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the footer as the server drew it, and its links still navigate in the page", async () => {
    const { page, errors } = await pageAt(suite, "/");
    await waitForHydration(page);
    const documents = watchDocuments(page);
    // React's own keys on an element: the footer's, none on what is inside it
    // (docs/decisions/029-main-thread-work.md).
    const reactKeys = await page.evaluate(() => {
      const footer = document.querySelector("footer");
      const keysOf = (element: Element | null | undefined) =>
        element ? Object.keys(element).filter((key) => key.startsWith("__react")).length : -1;
      return {
        footer: keysOf(footer),
        inside: [...(footer?.querySelectorAll("*") ?? [])].map(keysOf).filter((count) => count > 0)
          .length,
      };
    });
    expect(reactKeys).toEqual({ footer: 2, inside: 0 });

    await page.getByRole("contentinfo").getByRole("link", { name: "Productos" }).click();
    await page.waitForURL("**/products");
    await page.getByRole("heading", { level: 1, name: "Nuestros Productos" }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Aviso de Privacidad" }).click();
    await page.waitForURL("**/privacidad");
    await page
      .getByRole("heading", { level: 1 })
      .filter({ hasText: "Aviso de privacidad" })
      .waitFor();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the header's main links and brand as the server drew them (server-markup.test.ts), and they navigate in the page and name the current one", async () => {
    const { page, errors } = await pageAt(suite, "/");
    await waitForHydration(page);
    const documents = watchDocuments(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const current = () =>
      nav.locator('a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.textContent));
    await expect(current()).resolves.toEqual(["Inicio"]);

    // From the keyboard: the link followed keeps the focus.
    await nav.getByRole("link", { name: "Productos", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/products");
    await page.getByRole("heading", { level: 1, name: "Nuestros Productos" }).waitFor();
    await expect.poll(current).toEqual(["Productos"]);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Productos",
    );
    // A product's page is under 'Productos' too.
    await page.locator("#producto-miel-picosa-chile-rayado-ahumado-texto a").click();
    await page.waitForURL("**/products/miel-picosa-chile-rayado-ahumado");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(current).toEqual(["Productos"]);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Miel Picosa de Hidalgo", exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(current).toEqual(["Inicio"]);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens and closes the full-screen menu at a phone width", async () => {
    const { page, errors } = await pageAt(suite, "/", PHONE);
    await waitForHydration(page);
    const products = page.getByRole("dialog").getByRole("link", { name: "Productos", exact: true });
    await expect(products.isVisible()).resolves.toBe(false);

    await page.getByRole("button", { name: "Abrir menú" }).click();
    await products.waitFor({ state: "visible" });
    const box = await page.getByRole("dialog").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(375);
    expect(box?.height).toBeGreaterThanOrEqual(740);

    await page.keyboard.press("Escape");
    await products.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Cerrar menú" }).click();
    await products.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws its icons from the symbols in the page, with no file of their own, after hydration and after a navigation in the page", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, PHONE);
    const requests = watchRequests(page);
    const iconFiles: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/[^?#]+\.svg/.test(request.url())) iconFiles.push(request.url());
    });
    const documents = watchDocuments(page);
    await page.goto("/");
    await waitForHydration(page);
    // The social links, the ☰ and the contact links, at least.
    const drawn = await page.evaluate(iconsDrawn);
    expect(drawn.shown).toBeGreaterThanOrEqual(5);
    expect(drawn.empty).toBe(0);
    // The ✕ of the menu React opens.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Cerrar menú" }).waitFor();
    await expect(page.evaluate(iconsDrawn)).resolves.toMatchObject({ empty: 0 });
    await page.getByRole("dialog").getByRole("link", { name: "Productos", exact: true }).click();
    await page.waitForURL("**/products");
    await page.getByRole("heading", { level: 1, name: "Nuestros Productos" }).waitFor();
    await expect(page.evaluate(iconsDrawn)).resolves.toMatchObject({ empty: 0 });
    await requests.settled();
    expect(documents, "a navigation in the page").toHaveLength(1);
    expect(iconFiles).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws its icons without JavaScript", async () => {
    const { page } = await pageAt(suite, "/about", withoutScripts(PHONE));
    const drawn = await page.evaluate(iconsDrawn);
    expect(drawn.shown).toBeGreaterThanOrEqual(5);
    expect(drawn.empty).toBe(0);
    await page.context().close();
  });

  it("reaches every link from the phone menu without JavaScript", async () => {
    const { page } = await pageAt(suite, "/", withoutScripts(PHONE));
    await page.getByRole("link", { name: "Abrir menú" }).click();
    const menuLink = page
      .locator("#menu-movil")
      .getByRole("link", { name: "Ideas y Recetas", exact: true });
    await menuLink.waitFor({ state: "visible" });
    await expect(menuLink.getAttribute("href")).resolves.toBe("/recipes");
    await page.context().close();
  });

  it("shows only the ☰ on a phone without JavaScript, and the ✕ only while the menu is open", async () => {
    const { page } = await pageAt(suite, "/", {
      viewport: { width: 390, height: 844 },
      javaScript: false,
    });
    const menu = page.locator("#menu-movil");
    const open = menu.getByRole("link", { name: "Abrir menú" });
    const close = menu.getByRole("link", { name: "Cerrar menú" });
    const menuLink = menu.getByRole("link", { name: "Nosotros", exact: true });
    await expect(open.isVisible()).resolves.toBe(true);
    await expect(close.isVisible()).resolves.toBe(false);
    await expect(menuLink.isVisible()).resolves.toBe(false);

    await open.click();
    await menuLink.waitFor({ state: "visible" });
    await expect(close.isVisible()).resolves.toBe(true);
    await expect(open.isVisible()).resolves.toBe(false);

    await close.click();
    await menuLink.waitFor({ state: "hidden" });
    await expect(open.isVisible()).resolves.toBe(true);
    await expect(close.isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it("shows the 404 page for an unknown route", async () => {
    const { page } = await openPage(suite.browser, suite.worker.url);
    const response = await page.goto("/no-existe-esta-pagina");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "404 Page Not Found" }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByText("Did you forget to add the page to the router?").isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  eachPageIsAccessible(
    suite,
    ["/", "/no-existe"],
    [{ viewport: { width: 1280, height: 800 } }, PHONE],
  );
});
