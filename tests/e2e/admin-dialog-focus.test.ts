import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectFocused as expectElementFocused } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { PNG_2X3 } from "../support/test-images";

const suite = adminBrowserSuite();

/** What a keyboard user would hear of the focused element: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "<body>";
    const labelledBy = element.getAttribute("aria-labelledby");
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
    return (element.getAttribute("aria-label") ?? label ?? element.textContent ?? "").trim();
  });

/**
 * Waits until the element `locator` finds has the focus (the page moves it
 * once the closed dialog has left), then asserts it, naming what holds the
 * focus instead when it never gets there.
 */
async function expectFocused(locator: Locator, name?: string): Promise<void> {
  await expectElementFocused(locator);
  if (name !== undefined) expect(await focusedName(locator.page())).toBe(name);
}

type CloseWay = "Escape" | "Cancelar" | "Cerrar";

async function close(page: Page, dialog: Locator, way: CloseWay): Promise<void> {
  if (way === "Escape") await page.keyboard.press("Escape");
  else await dialog.getByRole("button", { name: way, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * Opens the dialog with `opener` (whose accessible name is `name`) and closes
 * it each of `ways`; every time the focus must come back to the opener.
 */
async function expectFocusReturns(
  page: Page,
  opener: Locator,
  name: string,
  dialogName: string,
  ways: readonly CloseWay[],
): Promise<void> {
  for (const way of ways) {
    await opener.click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await dialog.waitFor();
    await close(page, dialog, way);
    await expectFocused(opener, name);
  }
}

/**
 * The first row's delete confirmation, closed with Escape and with
 * 'Cancelar', gives the focus back to its 'Eliminar …'.
 */
async function expectDeleteFocusReturns(page: Page): Promise<void> {
  const remove = await firstRowLink(page, "Eliminar");
  const removeName = (await remove.getAttribute("aria-label")) ?? "";
  const itemName = removeName.replace(/^Eliminar /, "");
  await expectFocusReturns(page, remove, removeName, `¿Eliminar «${itemName}»?`, [
    "Escape",
    "Cancelar",
  ]);
}

async function adminPage(path: string): Promise<Page> {
  const { page } = await suite.adminPageAt(path);
  return page;
}

/** The accessible name of the first link whose name starts with `prefix`. */
async function firstRowLink(page: Page, prefix: "Editar" | "Eliminar"): Promise<Locator> {
  const link = page.getByRole("link", { name: new RegExp(`^${prefix} `) }).first();
  const label = await link.getAttribute("aria-label");
  if (!label) throw new Error(`no ${prefix} link`);
  return page.getByRole("link", { name: label, exact: true });
}

const ALL_WAYS = ["Escape", "Cancelar", "Cerrar"] as const;

describe("the focus after an admin dialog, with JavaScript", () => {
  it("Productos: returns to 'Agregar producto', 'Editar …' and 'Eliminar …' however the dialog closes", async () => {
    const page = await adminPage("/admin");
    const add = page.getByRole("link", { name: "Agregar producto" });
    await expectFocusReturns(page, add, "Agregar producto", "Nuevo Producto", ALL_WAYS);

    const edit = await firstRowLink(page, "Editar");
    const editName = (await edit.getAttribute("aria-label")) ?? "";
    await expectFocusReturns(page, edit, editName, "Editar Producto", ALL_WAYS);

    await expectDeleteFocusReturns(page);

    // The next Tab goes on from the opener, not from the top of the page.
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).not.toBe("Saltar al contenido");
    await page.context().close();
  });

  it("Productos: a saved edit leaves the focus on its row, a new product on its new row", async () => {
    const page = await adminPage("/admin");
    const edit = await firstRowLink(page, "Editar");
    const productName = ((await edit.getAttribute("aria-label")) ?? "").replace(/^Editar /, "");
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Editar Producto" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await page.locator("[data-sonner-toast]").getByText("Producto actualizado").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expectFocused(page.getByRole("listitem", { name: productName }), productName);

    await page.getByRole("link", { name: "Agregar producto" }).click();
    const create = page.getByRole("dialog", { name: "Nuevo Producto" });
    await create.getByLabel("Nombre").fill("Miel del Foco");
    await create.getByLabel("Descripción").fill("Creada para seguir el foco.");
    await create
      .getByLabel("Subir imágenes")
      .setInputFiles({ name: "foco.png", mimeType: "image/png", buffer: Buffer.from(PNG_2X3) });
    await create.getByRole("radio", { name: "Principal: imagen 1" }).waitFor();
    await create.getByLabel("Categoría").selectOption("Mieles");
    await create.getByRole("button", { name: "Guardar" }).click();
    await page.locator("[data-sonner-toast]").getByText("Producto creado").waitFor();
    await create.waitFor({ state: "detached" });
    await expectFocused(page.getByRole("listitem", { name: "Miel del Foco" }), "Miel del Foco");
    await page.context().close();
  });

  for (const path of ["/admin/stores", "/admin/recipes", "/admin/codes"]) {
    it(`${path}: the delete confirmation gives the focus back to its 'Eliminar …'`, async () => {
      const page = await adminPage(path);
      await expectDeleteFocusReturns(page);
      await page.context().close();
    });
  }

  it("/admin/stores: an inline edit gives the focus back to 'Editar …' or its saved row; a delete to the heading", async () => {
    const page = await adminPage("/admin/stores");
    const edit = await firstRowLink(page, "Editar");
    const editName = (await edit.getAttribute("aria-label")) ?? "";
    const storeName = editName.replace(/^Editar /, "");
    await edit.click();
    const form = page.getByRole("region", { name: "Editar Punto de Venta" });
    await form.waitFor();
    await form.getByRole("link", { name: "Cancelar" }).click();
    await form.waitFor({ state: "detached" });
    await expectFocused(edit, editName);

    await edit.click();
    await form.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Punto de venta actualizado").first().waitFor();
    await form.waitFor({ state: "detached" });
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: storeName, exact: true }) });
    await expectFocused(row);

    const remove = page.getByRole("link", { name: `Eliminar ${storeName}`, exact: true });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: `¿Eliminar «${storeName}»?` });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Punto de venta eliminado").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await expectFocused(page.getByRole("heading", { level: 2, name: /^Puntos de Venta/ }));
    await page.context().close();
  });
});
