import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { trashEntries } from "../../app/db/schema";
import { jsonRequest } from "../support/api";
import { seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { readJson, validProduct, validRecipe, validStore } from "../support/fixtures";
import { storeRequest } from "../support/requests";
import { PHONE_390, withoutScripts } from "../support/sizes";

/**
 * 'Papelera' and a delete's 'Deshacer' (docs/decisions/034-trash.md), with
 * JavaScript and without it.
 */

const suite = adminBrowserSuite();

const asAdmin = (method: string, body?: unknown) =>
  jsonRequest(method, body, { Cookie: suite.cookie });

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await suite.worker.fetch(path, asAdmin("POST", body));
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return readJson<T>(response);
}

/** Deletes through the JSON API: the item goes to the trash. */
async function deleted(path: string): Promise<number> {
  const response = await suite.worker.fetch(path, asAdmin("DELETE"));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await readJson<{ trashId: number }>(response)).trashId;
}

const trashEntry = (id: number) =>
  suite.worker.db.select().from(trashEntries).where(eq(trashEntries.id, id));

/** A sonner toast (with JavaScript) holding `text`. */
/** A product with a stand-in photo of the site's own (no request leaves the machine). */
const productNamed = (name: string) => ({
  ...validProduct(),
  name,
  imageUrls: ["/images/miel-cruda-1.webp"],
  mainImageUrl: "/images/miel-cruda-1.webp",
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

describe("'Deshacer' in a delete's toast", () => {
  it("brings a deleted product back into the list and onto its public page", async () => {
    const product = await created<{ id: number; name: string; slug: string }>(
      "/api/admin/products",
      productNamed("Miel Deshacer E2E"),
    );
    const { page, errors } = await suite.adminPageAt("/admin");
    await page.getByRole("link", { name: `Eliminar ${product.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `¿Eliminar «${product.name}»?` });
    await dialog.getByText("Se guardará en la Papelera 30 días").waitFor();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    const deletedToast = toast(page, "Producto eliminado");
    await deletedToast.waitFor();
    await page.getByRole("link", { name: `Editar ${product.name}` }).waitFor({ state: "detached" });
    expect((await suite.worker.fetch(`/products/${product.slug}`)).status).toBe(404);

    await deletedToast.getByRole("button", { name: "Deshacer" }).click();
    const restoredToast = toast(page, "Restaurado");
    await restoredToast.waitFor();
    await expect(restoredToast.textContent()).resolves.toContain(`«${product.name}»`);
    await page.getByRole("link", { name: `Editar ${product.name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");

    await page.goto(`/products/${product.slug}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("brings a deleted request back from its page's 'Eliminar'", async () => {
    const id = await storeRequest(suite.worker, { code: "PAPELERA-E2E", name: "Ana Papelera" });

    const { page, errors } = await suite.adminPageAt(`/admin/requests/${id}`);
    await page.getByRole("link", { name: "Eliminar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar «Solicitud de Ana Papelera»?" });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    const deletedToast = toast(page, "Solicitud eliminada");
    await deletedToast.waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/requests");
    await deletedToast.getByRole("button", { name: "Deshacer" }).click();
    await toast(page, "Restaurado").waitFor();
    await page
      .getByRole("link", { name: /Ana Papelera/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it("without JavaScript, the status message's 'Deshacer' brings a deleted recipe back", async () => {
    await created("/api/admin/recipes", { ...validRecipe(), title: "Receta Deshecha Sin JS" });
    const { page } = await suite.adminPage(withoutScripts({}));
    await page.goto("/admin/recipes");
    await page.getByRole("link", { name: "Eliminar Receta Deshecha Sin JS" }).click();
    await page
      .getByRole("region", { name: "Confirmar eliminación" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    const status = page.getByRole("status").filter({ hasText: "Receta eliminada" });
    await status.getByRole("button", { name: "Deshacer" }).click();
    await page.getByRole("status").getByText("Restaurado").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/recipes");
    await page.getByRole("heading", { level: 3, name: "Receta Deshecha Sin JS" }).waitFor();
    await page.context().close();
  });
});

describe("'Papelera'", () => {
  it("without JavaScript: a store deleted from its tab is restored from 'Papelera' and back on /stores", async () => {
    await created("/api/admin/stores", { ...validStore(), name: "Tienda Papelera Sin JS" });
    const { page } = await suite.adminPage(withoutScripts({}));
    await page.goto("/admin/stores");
    await page.getByRole("link", { name: "Eliminar Tienda Papelera Sin JS" }).click();
    const step = page.getByRole("region", { name: "Confirmar eliminación" });
    await step.getByText("¿Eliminar «Tienda Papelera Sin JS»?").waitFor();
    await step.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("status").getByText("Punto de venta eliminado").waitFor();
    // Without JavaScript the status message carries 'Deshacer' as a form.
    await page.getByRole("status").getByRole("button", { name: "Deshacer" }).waitFor();

    await page.getByRole("link", { name: "Papelera", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/papelera");
    const row = page.getByRole("listitem").filter({ hasText: "Tienda Papelera Sin JS" });
    await row.getByText("Punto de venta", { exact: true }).waitFor();
    await row.getByText(/^Eliminado el .+ por admin/).waitFor();
    await row.getByRole("button", { name: "Restaurar Tienda Papelera Sin JS" }).click();
    await page.getByRole("status").getByText("Restaurado").waitFor();
    await expect(row.count()).resolves.toBe(0);

    await page.goto("/stores");
    await page.getByText("Tienda Papelera Sin JS").first().waitFor();
    await page.context().close();
  });

  it("'Eliminar definitivamente' asks first, then the entry is gone for good", async () => {
    const recipe = await created<{ id: number; title: string }>("/api/admin/recipes", {
      ...validRecipe(),
      title: "Receta Definitiva E2E",
    });
    const trashId = await deleted(`/api/admin/recipes/${recipe.id}`);
    const { page, errors } = await suite.adminPageAt("/admin/papelera");
    await page.getByRole("link", { name: `Eliminar definitivamente ${recipe.title}` }).click();
    const dialog = page.getByRole("dialog", {
      name: `¿Eliminar definitivamente «${recipe.title}»?`,
    });
    await dialog.getByText("Esta acción no se puede deshacer.").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Eliminar definitivamente" }).click();
    const purgedToast = toast(page, "Eliminado definitivamente");
    await purgedToast.waitFor();
    await expect(purgedToast.textContent()).resolves.toContain(`«${recipe.title}»`);
    await dialog.waitFor({ state: "detached" });
    await page.locator(`[data-trash-entry="${trashId}"]`).waitFor({ state: "detached" });
    expect(await trashEntry(trashId)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a product whose slug was taken meanwhile asks for 'Nuevo slug', starting from its own", async () => {
    const body = productNamed("Miel Slug Repetido E2E");
    const first = await created<{ id: number; slug: string }>("/api/admin/products", body);
    const trashId = await deleted(`/api/admin/products/${first.id}`);
    const second = await created<{ slug: string }>("/api/admin/products", body);
    expect(second.slug).toBe(first.slug);

    const { page, errors } = await suite.adminPageAt("/admin/papelera");
    const row = page.locator(`[data-trash-entry="${trashId}"]`);
    await row.getByRole("button", { name: `Restaurar ${body.name}` }).click();
    const field = row.getByLabel("Nuevo slug");
    await field.waitFor();
    await row.getByText("El slug ya está en uso").first().waitFor();
    await expect(field.inputValue()).resolves.toBe(first.slug);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Nothing was overwritten: the product that took the slug keeps it.
    expect((await suite.worker.fetch(`/products/${second.slug}`)).status).toBe(200);

    await field.fill(`${first.slug}-original`);
    await row.getByRole("button", { name: "Restaurar", exact: true }).click();
    await toast(page, "Restaurado").waitFor();
    await row.waitFor({ state: "detached" });
    expect((await suite.worker.fetch(`/products/${first.slug}-original`)).status).toBe(200);
    // The browser logs the 409 of the first 'Restaurar', the answer the page expects.
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await page.context().close();
  });

  for (const size of [PHONE_390, { viewport: { width: 1280, height: 900 } }]) {
    it(`has no serious or critical accessibility violation at ${size.viewport.width} px`, async () => {
      const store = await created<{ id: number }>("/api/admin/stores", {
        ...validStore(),
        name: `Tienda Axe ${size.viewport.width}`,
      });
      await deleted(`/api/admin/stores/${store.id}`);
      const { page } = await suite.adminPage(size);
      await page.goto("/admin/papelera");
      await waitForHydration(page);
      await page.getByRole("heading", { level: 2, name: "Papelera" }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.context().close();
    });
  }
});
