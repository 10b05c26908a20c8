/**
 * The 'Sitio' tab in Chromium, with and without JavaScript
 * (docs/decisions/027-site-settings.md): a hero photo replaced (upload with
 * its progress, alternative text, order), the phone changed, and the
 * privacy notice marked reviewed, each seen where the site shows it.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "../../app/validation/site-settings";
import { siteSettings } from "../../app/db/schema";
import { seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { PNG_2X3 } from "../support/test-images";

const suite = adminBrowserSuite();

const photo = { name: "domos-reales.png", mimeType: "image/png", buffer: Buffer.from(PNG_2X3) };

async function storedSection<T>(section: string): Promise<T | undefined> {
  const [row] = await suite.worker.db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.section, section));
  return row ? (JSON.parse(row.value) as T) : undefined;
}

async function adminPage(
  javaScript: boolean,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await suite.adminPage({ javaScript });
  await opened.page.goto(path);
  if (javaScript) await waitForHydration(opened.page);
  return opened;
}

beforeEach(async () => {
  await suite.worker.db.delete(siteSettings);
});

describe.each([true, false])("the 'Sitio' tab, JavaScript %s", (javaScript) => {
  it("replaces a hero photo: upload, alternative text and order, saved", async () => {
    const { page, errors } = await adminPage(javaScript, "/admin/site?seccion=home");
    const second = page.locator('[data-hero-slide="2"]');
    await second.getByLabel("Cambiar la foto 2").setInputFiles(photo);
    if (javaScript) {
      // Uploaded as soon as it is chosen: the progress, then the preview of the new picture.
      await page.locator('[data-upload-state="done"]').waitFor();
    }
    await second.getByLabel("Texto alternativo de la foto 2").fill("Nuestros domos al amanecer");
    await second.getByRole("button", { name: "Subir la foto 2" }).click();
    // Moved first (in place with JavaScript, by the form's answer without): its text goes with it.
    await page.waitForFunction(
      (alt) =>
        document.querySelector<HTMLInputElement>('[data-hero-slide="1"] input[name$=".alt"]')
          ?.value === alt,
      "Nuestros domos al amanecer",
    );
    // Without JavaScript the file went with the move's post, which stored it: the form holds its address.
    await expect(
      page.locator('[data-hero-slide="1"] input[type="hidden"][name$=".imageUrl"]').inputValue(),
    ).resolves.toMatch(/^\/images\/uploads\//);
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Portada: cambios guardados").waitFor();
    const home = await storedSection<SiteSettings["home"]>("home");
    expect(home?.heroSlides).toHaveLength(2);
    expect(home?.heroSlides[0]?.alt).toBe("Nuestros domos al amanecer");
    expect(home?.heroSlides[0]?.imageUrl).toMatch(/^\/images\/uploads\/[0-9a-f]+\.webp$/);
    expect(home?.heroSlides[1]).toEqual(defaultSiteSettings.home.heroSlides[0]);
    expect(errors).toEqual([]);
  });

  it("marks the privacy notice reviewed: /privacidad loses its 'plantilla' note", async () => {
    const { page, errors } = await adminPage(javaScript, "/admin/site?seccion=privacy");
    await page.getByLabel("Revisado por el productor (oculta la nota de plantilla)").check();
    await page.getByLabel("Última actualización").fill("2026-12-01");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Aviso de Privacidad: cambios guardados").waitFor();
    await page.goto("/privacidad");
    await page.getByText("1 de diciembre de 2026").waitFor();
    await expect(page.getByText("pendiente de revisión por el productor").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("refuses a WhatsApp number that is not 52 and 10 digits, keeping what was typed", async () => {
    const { page } = await adminPage(javaScript, "/admin/site?seccion=business");
    await page.getByLabel("Teléfono (como se muestra)").fill("+52 771 000 1111");
    await page.getByLabel("Número de WhatsApp").fill("7710001111");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page
      .getByText(
        "El número de WhatsApp debe tener 12 dígitos: 52 y los 10 dígitos del número, sin espacios",
      )
      .first()
      .waitFor();
    await expect(page.getByLabel("Teléfono (como se muestra)").inputValue()).resolves.toBe(
      "+52 771 000 1111",
    );
    expect(await storedSection("business")).toBeUndefined();
  });

  it("'Pedidos': a town's cost in pesos and SPEI with its CLABE, saved in centavos; a bad CLABE refused", async () => {
    const { page, errors } = await adminPage(javaScript, "/admin/site?seccion=orders");
    await page.getByLabel("Recibir pedidos en el sitio").check();
    const town = page.getByRole("group", { name: "Población 1" });
    await town.getByLabel("Población", { exact: true }).fill("Pachuca");
    await town.getByLabel("Costo de la entrega").fill("49.50");
    const transfer = page.getByRole("group", { name: "Transferencia SPEI" });
    await transfer.getByLabel("Aceptar transferencia SPEI").check();
    await transfer.getByLabel("Banco").fill("BBVA");
    await transfer.getByLabel("Beneficiario").fill("Miel Picosa");
    await transfer.getByLabel("CLABE (18 dígitos)").fill("032180000118359718");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("La CLABE no es válida: revisa sus 18 dígitos").first().waitFor();
    expect(await storedSection("orders")).toBeUndefined();
    await expect(town.getByLabel("Costo de la entrega").inputValue()).resolves.toBe("49.50");
    await transfer.getByLabel("CLABE (18 dígitos)").fill("032 180 000118359719");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Pedidos: cambios guardados").waitFor();
    const orders = await storedSection<SiteSettings["orders"]>("orders");
    expect(orders?.enabled).toBe(true);
    expect(orders?.localDelivery).toEqual([{ town: "Pachuca", costCents: 4950 }]);
    expect(orders?.payment.transfer).toEqual({
      enabled: true,
      bank: "BBVA",
      beneficiary: "Miel Picosa",
      clabe: "032180000118359719",
    });
    // Without JavaScript the refused post is a page answered 400, which the browser logs.
    const refusedPage =
      "Failed to load resource: the server responded with a status of 400 (Bad Request)";
    expect(errors).toEqual(javaScript ? [] : [refusedPage]);
  });

  it("Enter in a field saves the section (not a slide's button)", async () => {
    const { page } = await adminPage(javaScript, "/admin/site?seccion=home");
    await page.getByLabel("Título de la filosofía").fill("Lo que creemos");
    await page.getByLabel("Título de la filosofía").press("Enter");
    await page.getByText("Portada: cambios guardados").waitFor();
    const home = await storedSection<SiteSettings["home"]>("home");
    expect(home?.philosophyTitle).toBe("Lo que creemos");
    expect(home?.heroSlides).toEqual(defaultSiteSettings.home.heroSlides);
  });
});

describe("the 'Sitio' tab's accessibility", () => {
  // One test a section, each with its own timeout.
  for (const section of ["business", "home", "pictures", "privacy", "orders", "analytics"]) {
    it(`has no serious violations in the section ${section}`, async () => {
      const { page } = await adminPage(true, `/admin/site?seccion=${section}`);
      expect(await seriousAccessibilityViolations(page), section).toEqual([]);
    });
  }
});
