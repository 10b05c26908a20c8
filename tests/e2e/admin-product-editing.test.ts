import { asc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { products, stores } from "../../app/db/schema";
import {
  expectFocused,
  expectValue,
  openPage,
  seriousAccessibilityViolations,
  waitForHydration,
  signInThroughCard,
  waitForEditLinks,
} from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";

const suite = adminBrowserSuite();

/** A sonner toast (with JavaScript) holding `text`. */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text).first();

/** The catalogue's product at `index` in the order the pages show. */
async function productAt(index: number) {
  const rows = await suite.worker.db.select().from(products).orderBy(asc(products.displayOrder));
  const product = rows[index];
  if (!product) throw new Error(`no product at ${index}`);
  return product;
}

const storedProduct = async (id: number) =>
  (await suite.worker.db.select().from(products).where(eq(products.id, id)))[0];

/** The card of the product named `name` on /products. */
const cardOf = (page: Page, name: string) =>
  page.locator("article[data-product]").filter({ has: page.getByRole("heading", { name }) });

describe("a session that ends while a product is being edited", () => {
  it("keeps the dialog and its values, says why, and saves the kept draft after signing in again", async () => {
    const product = await productAt(0);
    const { page, errors } = await openPage(suite.browser, suite.base, {
      viewport: { width: 1280, height: 900 },
    });
    await signInThroughCard(page);
    await page.goto(`/admin?editar=${product.id}`);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Editar Producto" });
    await dialog.waitFor();
    await dialog.getByLabel("Nombre").fill("Miel Editada Sin Sesión");
    await dialog.getByLabel("Precio (MXN)").fill("321");

    // Signing out in another tab of the same browser ends the session.
    const other = await page.context().newPage();
    await other.goto("/admin");
    await other.getByRole("button", { name: "Cerrar Sesión" }).click();
    await other.waitForURL(/\/admin\/auth$/);

    await dialog.getByRole("button", { name: "Guardar" }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Su sesión terminó; inicie sesión de nuevo.").waitFor();
    await expect(alert.getByText("Error al guardar").isVisible()).resolves.toBe(true);
    await toast(page, "Error al guardar").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    await expectValue(dialog.getByLabel("Nombre"), "Miel Editada Sin Sesión");
    await expectValue(dialog.getByLabel("Precio (MXN)"), "321");
    expect((await storedProduct(product.id))?.name).toBe(product.name);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Signed in again elsewhere, the admin comes back: the draft is still there.
    await signInThroughCard(other);
    await other.close();
    await page.reload();
    await waitForHydration(page);
    await dialog.waitFor();
    await dialog.getByText("Se recuperaron los cambios que no se guardaron.").waitFor();
    await expectValue(dialog.getByLabel("Nombre"), "Miel Editada Sin Sesión");
    await expectValue(dialog.getByLabel("Precio (MXN)"), "321");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Producto actualizado").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await storedProduct(product.id)).toMatchObject({
      name: "Miel Editada Sin Sesión",
      price: "$321 MXN",
      description: product.description,
    });

    // Saved, the draft is gone: the form starts from the stored product.
    await page.goto(`/admin?editar=${product.id}`);
    await waitForHydration(page);
    await dialog.waitFor();
    await expectValue(dialog.getByLabel("Nombre"), "Miel Editada Sin Sesión");
    await expect(
      dialog.getByText("Se recuperaron los cambios que no se guardaron.").count(),
    ).resolves.toBe(0);
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("'Editar Producto' on a product card", () => {
  it("opens the dialog on /products with JavaScript and stays there after saving", async () => {
    const product = await productAt(1);
    const { page, errors } = await suite.adminPageAt("/products");
    await waitForEditLinks(page);
    const card = cardOf(page, product.name);
    await card.getByRole("link", { name: "Editar Producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar Producto" });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe("/products");
    await expectValue(dialog.getByLabel("Nombre"), product.name);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel("Precio (MXN)").fill("777");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Producto actualizado").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/products");
    await card.getByText("$777 MXN").waitFor();
    expect((await storedProduct(product.id))?.price).toBe("$777 MXN");
    await expectFocused(card.getByRole("link", { name: "Editar Producto" }));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("gives the focus back to the card's 'Editar Producto' when the dialog closes", async () => {
    const product = await productAt(2);
    const { page } = await suite.adminPageAt("/products");
    await waitForEditLinks(page);
    const link = cardOf(page, product.name).getByRole("link", { name: "Editar Producto" });
    const dialog = page.getByRole("dialog", { name: "Editar Producto" });
    for (const close of ["Escape", "Cancelar"] as const) {
      await link.click();
      await expectValue(dialog.getByLabel("Nombre"), product.name);
      if (close === "Escape") await page.keyboard.press("Escape");
      else await dialog.getByRole("button", { name: "Cancelar" }).click();
      await dialog.waitFor({ state: "detached" });
      await expectFocused(link);
    }
    await page.context().close();
  });

  it("keeps the dialog on /products when the session ended, and its kept draft can be discarded", async () => {
    const product = await productAt(3);
    const { page, errors } = await suite.adminPageAt("/products");
    await waitForEditLinks(page);
    const card = cardOf(page, product.name);
    const dialog = page.getByRole("dialog", { name: "Editar Producto" });
    await card.getByRole("link", { name: "Editar Producto" }).click();
    await expectValue(dialog.getByLabel("Nombre"), product.name);
    await dialog.getByLabel("Nombre").fill("Nombre Que No Se Guardará");

    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Su sesión terminó; inicie sesión de nuevo.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/products");
    await expectValue(dialog.getByLabel("Nombre"), "Nombre Que No Se Guardará");
    await expect(
      alert.getByRole("link", { name: "Iniciar sesión en una pestaña nueva" }).getAttribute("href"),
    ).resolves.toBe(`/admin/auth?redirectTo=${encodeURIComponent(`/admin?editar=${product.id}`)}`);

    // Signed in again, the admin reopens the product and drops the kept changes.
    await page.context().addCookies(cookies);
    await page.reload();
    await waitForHydration(page);
    await waitForEditLinks(page);
    await card.getByRole("link", { name: "Editar Producto" }).click();
    await dialog.getByText("Se recuperaron los cambios que no se guardaron.").waitFor();
    await expectValue(dialog.getByLabel("Nombre"), "Nombre Que No Se Guardará");
    await dialog.getByRole("button", { name: "Descartar estos cambios" }).click();
    await expectValue(dialog.getByLabel("Nombre"), product.name);
    await expect(
      dialog.getByLabel("Nombre").evaluate((field) => field === document.activeElement),
    ).resolves.toBe(true);
    await expect(
      dialog.getByText("Se recuperaron los cambios que no se guardaron.").count(),
    ).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await storedProduct(product.id))?.name).toBe(product.name);
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await page.context().close();
  });

  it("without JavaScript goes to the admin form and comes back to /products after saving", async () => {
    const product = await productAt(2);
    const { page } = await suite.adminPage({ javaScript: false });
    await page.goto("/products");
    const card = cardOf(page, product.name);
    await card.getByRole("link", { name: "Editar Producto" }).click();
    await page.waitForURL(/\/admin\?edit=\d+&returnTo=%2Fproducts$/);
    const form = page.getByRole("region", { name: "Editar Producto" });
    await expect(form.getByLabel("Nombre").inputValue()).resolves.toBe(product.name);
    await form.getByLabel("Peso (opcional)").fill("333 g");
    await form.getByRole("button", { name: "Guardar" }).click();
    await page.waitForURL(/\/products$/);
    await page.getByText("Producto actualizado").waitFor();
    await card.getByText("333 g").waitFor();
    expect((await storedProduct(product.id))?.weight).toBe("333 g");
    await page.context().close();
  });
});

describe("a tab's inline form whose save meets an ended session", () => {
  it("keeps the store form as typed, says why, and saves it once signed in again", async () => {
    const [store] = await suite.worker.db.select().from(stores).limit(1);
    if (!store) throw new Error("no store");
    const { page, errors } = await suite.adminPageAt(`/admin/stores?editar=${store.id}`);
    const form = page.getByRole("region", { name: "Editar Punto de Venta" });
    await form.getByLabel("Nombre", { exact: true }).fill("Tienda Sin Sesión");

    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await form.getByRole("button", { name: "Guardar" }).click();
    await form.getByText("Su sesión terminó; inicie sesión de nuevo.").first().waitFor();
    await toast(page, "Su sesión terminó; inicie sesión de nuevo.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/stores");
    await expectValue(form.getByLabel("Nombre", { exact: true }), "Tienda Sin Sesión");
    expect(
      (await suite.worker.db.select().from(stores).where(eq(stores.id, store.id)))[0]?.name,
    ).toBe(store.name);

    await page.context().addCookies(cookies);
    await form.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Punto de venta actualizado").waitFor();
    expect(
      (await suite.worker.db.select().from(stores).where(eq(stores.id, store.id)))[0]?.name,
    ).toBe("Tienda Sin Sesión");
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe("the product form's price and stock (docs/decisions/030-prices-and-stock.md)", () => {
  it("says what is wrong as each field is left, and saves a stock of 0 as sold out", async () => {
    const product = await productAt(2);
    const { page, errors } = await suite.adminPageAt(`/admin?editar=${product.id}`);
    const dialog = page.getByRole("dialog", { name: "Editar Producto" });
    await dialog.waitFor();
    await expectValue(dialog.getByLabel("Precio (MXN)"), String((product.priceCents ?? 0) / 100));
    await dialog.getByLabel("Precio (MXN)").fill("220.505");
    await dialog.getByLabel("Existencias").focus();
    await dialog.getByText("Escribe el precio en pesos, por ejemplo 220 o 220.50").waitFor();
    await dialog.getByLabel("Existencias").fill("1.5");
    await dialog.getByLabel("Nombre").focus();
    await dialog.getByText("Las existencias deben ser un número entero de 0 o más").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel("Precio (MXN)").fill("1234.5");
    await dialog.getByLabel("Existencias").fill("0");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Producto actualizado").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await storedProduct(product.id)).toMatchObject({
      price: "$1,234.50 MXN",
      priceCents: 123450,
      stock: 0,
      availability: "agotado",
    });
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: product.name }) });
    await row.getByText("Existencias:").waitFor();
    await expect(row.getByText("$1,234.50 MXN").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
