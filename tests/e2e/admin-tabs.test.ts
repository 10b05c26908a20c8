import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invitationCodes, recipes } from "../../app/db/schema";
import { formatDateTime } from "../../app/shared/dates";
import { openPage, seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { PNG_2X3, PNG_1X1 } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";
import { DESKTOP_TALL } from "../support/sizes";

const suite = browserSuite();

async function signedInPage(javaScript: boolean): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(suite.browser, suite.base, { ...DESKTOP_TALL, javaScript });
  const { page } = opened;
  await page.goto("/admin/auth");
  await page.getByLabel("Usuario").fill(TEST_ADMIN.username);
  await page.getByLabel("Contraseña").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  return opened;
}

/** Visits `path` and waits until React has hydrated it. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

const png = (name: string, buffer: Uint8Array) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(buffer),
});

describe("admin tabs with JavaScript", () => {
  it("creates, edits and deletes a store, with a dialog naming it", async () => {
    const { page, errors } = await signedInPage(true);
    await open(page, "/admin/stores");
    const heading = page.getByRole("heading", { level: 2, name: /^Puntos de Venta/ });
    const before = await heading.textContent();
    await page.getByRole("link", { name: "Agregar Punto de Venta" }).click();
    await page.getByRole("heading", { name: "Nuevo Punto de Venta" }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("La dirección es requerida").waitFor();
    await expect(page.getByText("La ciudad es requerida").isVisible()).resolves.toBe(true);
    await expect(page.getByText("El estado es requerido").isVisible()).resolves.toBe(true);

    await page.getByLabel("Nombre", { exact: true }).fill("Abarrotes E2E");
    await page.getByLabel("Dirección").fill("Calle Hidalgo 5");
    await page.getByLabel("Ciudad").fill("Tulancingo");
    await page.getByLabel("Estado").fill("Hidalgo");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Punto de venta creado").waitFor();
    await page.getByRole("heading", { level: 3, name: "Abarrotes E2E" }).waitFor();
    await expect(page.getByRole("heading", { name: "Nuevo Punto de Venta" }).count()).resolves.toBe(
      0,
    );
    expect(await heading.textContent()).not.toBe(before);

    await page.getByRole("link", { name: "Editar Abarrotes E2E" }).click();
    await page.getByRole("heading", { name: "Editar Punto de Venta" }).waitFor();
    await expect(page.getByLabel("Nombre", { exact: true }).inputValue()).resolves.toBe(
      "Abarrotes E2E",
    );
    await expect(page.getByLabel("Ciudad").inputValue()).resolves.toBe("Tulancingo");
    await page.getByLabel("Nombre", { exact: true }).fill("Abarrotes E2E Centro");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Punto de venta actualizado").waitFor();
    await page.getByRole("heading", { level: 3, name: "Abarrotes E2E Centro" }).waitFor();

    await page.getByRole("link", { name: "Eliminar Abarrotes E2E Centro" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar «Abarrotes E2E Centro»?" });
    await dialog.waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Punto de venta eliminado").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect(
      page.getByRole("heading", { level: 3, name: "Abarrotes E2E Centro" }).count(),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("creates a recipe with an uploaded image, edits it and deletes it", async () => {
    const { page, errors } = await signedInPage(true);
    await open(page, "/admin/recipes");
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Agregar Receta" }).click();
    await page.getByRole("heading", { name: "Nueva Receta" }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByLabel("Título").fill("Pan con miel E2E");
    await page.getByLabel("Descripción").fill("Pan tostado con miel picosa.");
    await page.getByLabel("Instrucciones").fill("Tueste el pan y añada la miel.");
    await page.getByLabel("URL de Instagram").fill("https://www.instagram.com/p/pan-e2e");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("La URL de la imagen es requerida").waitFor();

    await page.getByLabel("Imagen").setInputFiles(png("pan.png", PNG_2X3));
    await page.getByRole("img", { name: "Imagen actual de la receta" }).waitFor();
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Receta creada").waitFor();
    await page.getByRole("heading", { level: 3, name: "Pan con miel E2E" }).waitFor();
    const [row] = await suite.worker.db
      .select()
      .from(recipes)
      .where(eq(recipes.title, "Pan con miel E2E"));
    expect(row?.imageUrl).toMatch(/^\/images\/uploads\/[a-f0-9]{64}\.webp$/);

    await page.getByRole("link", { name: "Editar Pan con miel E2E" }).click();
    await page.getByRole("heading", { name: "Editar Receta" }).waitFor();
    await expect(page.getByLabel("Título").inputValue()).resolves.toBe("Pan con miel E2E");
    await page.getByLabel("Título").fill("Pan con miel picosa E2E");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Receta actualizada").waitFor();
    await page.getByRole("heading", { level: 3, name: "Pan con miel picosa E2E" }).waitFor();

    await page.getByRole("link", { name: "Eliminar Pan con miel picosa E2E" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar «Pan con miel picosa E2E»?" });
    await dialog.waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Receta eliminada").waitFor();
    await expect(
      page.getByRole("heading", { level: 3, name: "Pan con miel picosa E2E" }).count(),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("creates, edits and deletes a code; a used code shows its date and is locked", async () => {
    const { page, errors } = await signedInPage(true);
    await open(page, "/admin/codes");
    await page.getByRole("link", { name: "Agregar Código" }).click();
    await page.getByRole("heading", { name: "Nuevo Código" }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel("Código", { exact: true }).fill("e2e-codigo");
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía E2E");
    await page.getByLabel("Empresa").fill("Bistro E2E");
    await page.getByLabel("Correo electrónico (opcional)").fill("no-es-correo");
    await page.getByLabel("Correo electrónico (opcional)").blur();
    await page.getByText("El correo electrónico no es válido").waitFor();
    await page.getByLabel("Correo electrónico (opcional)").fill("lucia@example.com");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Código creado").waitFor();
    await page.getByRole("heading", { level: 3, name: "E2E-CODIGO" }).waitFor();

    await page.getByRole("link", { name: "Editar E2E-CODIGO" }).click();
    await page.getByRole("heading", { name: "Editar Código" }).waitFor();
    await expect(page.getByLabel("Empresa").inputValue()).resolves.toBe("Bistro E2E");
    await page.getByLabel("Empresa").fill("Bistro E2E Norte");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Código actualizado").waitFor();
    await page.getByText("Lucía E2E · Bistro E2E Norte").waitFor();

    await page.getByRole("link", { name: "Eliminar E2E-CODIGO" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar «E2E-CODIGO»?" });
    await dialog.waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Código eliminado").waitFor();
    await expect(page.getByRole("heading", { level: 3, name: "E2E-CODIGO" }).count()).resolves.toBe(
      0,
    );

    const [used] = await suite.worker.db.select().from(invitationCodes).limit(1);
    const usedAt = new Date("2026-02-14T16:45:00Z");
    await suite.worker.db
      .update(invitationCodes)
      .set({ isUsed: true, usedAt })
      .where(eq(invitationCodes.id, used?.id ?? 0));
    await open(page, "/admin/codes");
    await page.getByText(`Usado el ${formatDateTime(usedAt)}`).waitFor();
    for (const action of ["Editar", "Eliminar"]) {
      const button = page.getByRole("button", { name: `${action} ${used?.code ?? ""}` });
      await expect(button.isDisabled()).resolves.toBe(true);
      await expect(button.getAttribute("title")).resolves.toBe(
        "Un código usado no se puede editar ni eliminar",
      );
    }
    await expect(
      page.getByRole("link", { name: `Editar ${used?.code ?? ""}` }).count(),
    ).resolves.toBe(0);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("admin tabs without JavaScript", () => {
  async function confirmDelete(page: Page, name: string): Promise<void> {
    await page.getByRole("link", { name: `Eliminar ${name}` }).click();
    const step = page.getByRole("region", { name: "Confirmar eliminación" });
    await step.getByText(`¿Eliminar «${name}»?`).waitFor();
    await step.getByRole("button", { name: "Eliminar" }).click();
  }

  it("creates and deletes a store through the inline form and the confirmation step", async () => {
    const { page } = await signedInPage(false);
    await page.goto("/admin/stores");
    await page.getByRole("link", { name: "Agregar Punto de Venta" }).click();
    await page.getByLabel("Nombre", { exact: true }).fill("Tienda Sin JS");
    await page.getByLabel("Dirección").fill("Plaza 1");
    await page.getByLabel("Ciudad").fill("Pachuca");
    await page.getByLabel("Estado").fill("Hidalgo");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Punto de venta creado").waitFor();
    await page.getByRole("heading", { level: 3, name: "Tienda Sin JS" }).waitFor();

    await confirmDelete(page, "Tienda Sin JS");
    await page.getByText("Punto de venta eliminado").waitFor();
    await expect(
      page.getByRole("heading", { level: 3, name: "Tienda Sin JS" }).count(),
    ).resolves.toBe(0);
    await page.context().close();
  });

  it("creates a recipe with an image file (multipart) and deletes it", async () => {
    const { page } = await signedInPage(false);
    await page.goto("/admin/recipes?nuevo=1");
    await page.getByLabel("Título").fill("Receta Sin JS");
    await page.getByLabel("Descripción").fill("Hecha sin JavaScript.");
    await page.getByLabel("Instrucciones").fill("Mezcle todo.");
    await page.getByLabel("URL de Instagram").fill("https://www.instagram.com/p/sin-js");
    await page.getByLabel("Imagen").setInputFiles(png("sin-js.png", PNG_1X1));
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Receta creada").waitFor();
    await page.getByRole("heading", { level: 3, name: "Receta Sin JS" }).waitFor();
    const [row] = await suite.worker.db
      .select()
      .from(recipes)
      .where(eq(recipes.title, "Receta Sin JS"));
    expect(row?.imageUrl).toMatch(/^\/images\/uploads\/[a-f0-9]{64}\.webp$/);

    await confirmDelete(page, "Receta Sin JS");
    await page.getByText("Receta eliminada").waitFor();
    await expect(
      page.getByRole("heading", { level: 3, name: "Receta Sin JS" }).count(),
    ).resolves.toBe(0);
    await page.context().close();
  });

  it("creates and deletes a code", async () => {
    const { page } = await signedInPage(false);
    await page.goto("/admin/codes");
    await page.getByRole("link", { name: "Agregar Código" }).click();
    await page.getByLabel("Código", { exact: true }).fill("SIN-JS");
    await page.getByLabel("Nombre", { exact: true }).fill("Pedro Sin JS");
    await page.getByLabel("Empresa").fill("Fonda");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Código creado").waitFor();
    await page.getByRole("heading", { level: 3, name: "SIN-JS" }).waitFor();

    await confirmDelete(page, "SIN-JS");
    await page.getByText("Código eliminado").waitFor();
    await expect(page.getByRole("heading", { level: 3, name: "SIN-JS" }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
