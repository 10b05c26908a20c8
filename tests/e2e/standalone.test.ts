import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import {
  openPage,
  seriousAccessibilityViolations,
  signInPasswordEmptied,
  waitForHydration,
  signInThroughCard,
} from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { MODE_COOKIES, modeCookies, requestStandaloneMode } from "../support/standalone-mode";
import { createD1Proxy } from "../support/d1-proxy";
import { staticCatalogue } from "../support/static-content";
import { PNG_2X3 } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";
import { DESKTOP_TALL, withoutScripts } from "../support/sizes";

/**
 * Standalone (offline) mode in Chromium (docs/decisions/002-standalone-mode.md
 * and 003-simulated-writes.md):
 * turned on from the third failed sign-in and from the connection-error
 * screen, with and without JavaScript; the banner on every page and the way
 * out; the mock session's panel over the static data, whose writes are
 * simulated and reach neither D1, R2 nor KV.
 */

const proxy = createD1Proxy("pass");
const suite = browserSuite({ d1Proxy: proxy });
let imageDir: string;
let pngPath: string;

/** The static catalogue the mode reads (generated from the same seed as D1). */
const STATIC_NAMES = staticCatalogue.products.map((product) => product.name);
/** In D1 only: it shows on live pages and never in the mode, which reads the static copy. */
const D1_ONLY = "Miel Solo en la Base de Datos";

beforeAll(async () => {
  await suite.worker.db.insert(products).values({
    slug: "miel-solo-en-la-base-de-datos",
    name: D1_ONLY,
    description: "Existe en D1 y no en la copia estática.",
    imageUrls: ["/images/miel-cruda-1.webp"],
    mainImageUrl: "/images/miel-cruda-1.webp",
    category: "Mieles",
    displayOrder: -1,
  });
  imageDir = mkdtempSync(join(tmpdir(), "standalone-"));
  pngPath = join(imageDir, "frasco.png");
  writeFileSync(pngPath, PNG_2X3);
});
afterAll(() => {
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
});
afterEach(() => {
  proxy.mode = "pass";
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first();
const banner = (page: Page) => page.getByRole("region", { name: "Modo sin conexión" });
const leaveButton = (page: Page) =>
  banner(page).getByRole("button", { name: "Salir del modo sin conexión" });
const useOfflineButton = (page: Page) =>
  page.getByRole("button", { name: "Usar modo sin conexión" });

async function d1ProductCount(): Promise<number> {
  const row = await suite.worker.d1
    .prepare("SELECT COUNT(*) AS n FROM products")
    .first<{ n: number }>();
  return row?.n ?? -1;
}

/** R2 keys and KV entries: a simulated write must leave both as they were. */
async function storageSnapshot(): Promise<string> {
  const keys = (await suite.worker.storage.r2Objects()).map((object) => object.key);
  return JSON.stringify({ keys, entries: await suite.worker.storage.kvEntries() });
}

/** Script errors only: a 401 or 503 answer is logged by Chromium as a console error too. */
const scriptErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource/.test(error));

/** Turns the mode on the way StandaloneModeForm does with JavaScript. */
async function enableStandalone(page: Page) {
  await page.goto("/");
  expect(await requestStandaloneMode(page, "/")).toBe(200);
  expect(await modeCookies(page)).toEqual(MODE_COOKIES);
}

async function signIn(page: Page) {
  await signInThroughCard(page);
  await page.getByText(`Sesión iniciada como ${TEST_ADMIN.username}`).waitFor();
}

/** The mock session's panel: the banner, its name, the static products and not D1's. */
async function expectStaticPanel(page: Page) {
  await banner(page).waitFor();
  await expect(banner(page).getByText("Modo sin conexión activo.").isVisible()).resolves.toBe(true);
  await page.getByText("Sesión iniciada como Modo sin conexión").waitFor();
  await page.getByText(`${STATIC_NAMES.length} productos`).waitFor();
  for (const name of STATIC_NAMES) {
    await expect(page.getByText(name, { exact: true }).first().isVisible(), name).resolves.toBe(
      true,
    );
  }
  await expect(page.getByText(D1_ONLY).count()).resolves.toBe(0);
}

describe("standalone mode with JavaScript", () => {
  it("the third failed sign-in offers the mode, turns it on, and opens the panel over the static data by itself", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await page.goto("/admin/auth");
    await waitForHydration(page);
    await page.getByLabel("Usuario").fill(TEST_ADMIN.username);
    for (let attempt = 1; attempt <= 2; attempt++) {
      await page.getByLabel("Contraseña").fill(`no-es-la-clave-${attempt}`);
      const refused = page.waitForResponse((response) => response.status() === 401);
      await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
      await refused;
      await page.getByText("Hay problemas para conectar con el servidor").waitFor();
      await signInPasswordEmptied(page);
      await expect(useOfflineButton(page).count()).resolves.toBe(0);
      await expect(toast(page, "Activando modo independiente").count()).resolves.toBe(0);
      expect(await modeCookies(page)).toEqual([]);
    }

    await page.getByLabel("Contraseña").fill("no-es-la-clave-3");
    const refused = page.waitForResponse((response) => response.status() === 401);
    const clickedAt = Date.now();
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await refused;
    await toast(page, "Activando modo independiente").waitFor();
    await useOfflineButton(page).waitFor();
    await page.getByText("Se activó el modo sin conexión:").waitFor();
    expect(page.url()).toMatch(/\/admin\/auth$/);

    // The reload into the panel comes 1.5 s after the answer (so after the click).
    await page.waitForURL(/\/admin$/);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
    await expectStaticPanel(page);
    expect(await modeCookies(page)).toEqual(MODE_COOKIES);
    expect(scriptErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("opens the panel over the static data; a new product is simulated: toast, and nothing stored", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await enableStandalone(page);
    const countBefore = await d1ProductCount();
    const storageBefore = await storageSnapshot();
    proxy.resetCounts();

    await page.goto("/admin");
    await expectStaticPanel(page);
    await waitForHydration(page);

    await page.getByRole("link", { name: "Agregar producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Producto" });
    await dialog.waitFor();
    await dialog.getByLabel("Nombre").fill("Miel Offline de Prueba");
    await dialog.getByLabel("Descripción").fill("Creada en modo sin conexión: no se guarda.");
    await dialog.getByLabel("Subir imágenes").setInputFiles(pngPath);
    await toast(page, "Imágenes subidas correctamente").waitFor();
    await expect(
      dialog.getByRole("radio", { name: "Principal: imagen 1" }).isChecked(),
    ).resolves.toBe(true);
    await dialog.getByLabel("Categoría").selectOption("Mieles");
    await dialog.getByLabel("Edición Limitada").check();
    await dialog.getByLabel("Precio (MXN)").fill("1");
    const savedAt = Date.now();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Operación completada en modo offline").waitFor();
    // The simulated write answers after 800 ms.
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(750);
    await page
      .locator("[data-sonner-toast]")
      .getByText("No se guardó ningún cambio: el modo sin conexión está activo.")
      .waitFor();
    await dialog.waitFor({ state: "detached" });

    await page.getByText(`${STATIC_NAMES.length} productos`).waitFor();
    await expect(page.getByText("Miel Offline de Prueba").count()).resolves.toBe(0);
    expect(await d1ProductCount()).toBe(countBefore);
    expect(
      await suite.worker.db
        .select()
        .from(products)
        .where(eq(products.name, "Miel Offline de Prueba")),
    ).toEqual([]);
    expect(await storageSnapshot()).toBe(storageBefore);
    // The mock session never reached D1, for reading or writing.
    expect(proxy.totalRoundTrips()).toBe(0);

    // Invitation codes and requests are never read in the mode: a notice instead.
    await page.goto("/admin/codes");
    await page.getByText("Los códigos de invitación no se leen en modo sin conexión.").waitFor();
    await expect(page.getByText("SOCIO-2025").count()).resolves.toBe(0);
    await expect(page.getByText("CLIENTE-VIP").count()).resolves.toBe(0);
    await page.goto("/admin/requests");
    await page
      .getByText("Las solicitudes contienen datos personales y no se leen en modo sin conexión.")
      .waitFor();
    await banner(page).waitFor();
    expect(proxy.totalRoundTrips()).toBe(0);
    expect(scriptErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("shows the banner on public pages, which read the static copy; leaving clears the mode", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await page.goto("/products");
    await page.getByRole("heading", { name: D1_ONLY }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);

    await enableStandalone(page);
    await page.goto("/");
    await banner(page).waitFor();
    await expect(leaveButton(page).isVisible()).resolves.toBe(true);
    await page.goto("/products");
    await banner(page).waitFor();
    for (const name of STATIC_NAMES) {
      await expect(page.getByRole("heading", { name, exact: true }).count(), name).resolves.toBe(1);
    }
    await expect(page.getByRole("heading", { name: D1_ONLY }).count()).resolves.toBe(0);
    await waitForHydration(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Leaving reloads the same page at once, without the banner, over D1 again.
    const reloaded = page.waitForResponse(
      (response) =>
        response.request().resourceType() === "document" &&
        new URL(response.url()).pathname === "/products",
    );
    await leaveButton(page).click();
    await reloaded;
    await page.getByRole("heading", { name: D1_ONLY }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe("/products");
    expect(await modeCookies(page)).toEqual([]);

    // Without the mock session, the panel asks for a sign-in again.
    await page.goto("/admin");
    await page.waitForURL(/\/admin\/auth$/);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(scriptErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("the connection-error screen's 'Usar modo sin conexión' reloads the same page in the mode", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await signIn(page);

    proxy.mode = "fail-all";
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(503);
    await page.getByRole("heading", { name: "Error de conexión" }).waitFor();
    await page.getByText("No se pudo conectar con la base de datos o el servidor").waitFor();
    await expect(page.getByRole("link", { name: "Intentar de nuevo" }).isVisible()).resolves.toBe(
      true,
    );
    await waitForHydration(page);
    const refusedBefore = proxy.refused;

    const reloaded = page.waitForResponse(
      (answer) =>
        answer.request().resourceType() === "document" &&
        new URL(answer.url()).pathname === "/admin",
    );
    const clickedAt = Date.now();
    await useOfflineButton(page).click();
    await toast(page, "Activando modo independiente").waitFor();
    await reloaded;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
    await banner(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    await expectStaticPanel(page);
    await expect(page.getByRole("heading", { name: "Error de conexión" }).count()).resolves.toBe(0);
    // D1 is still down: the panel did not need it.
    expect(proxy.refused).toBe(refusedBefore);
    expect(scriptErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe("standalone mode without JavaScript", () => {
  it("turns on from the connection-error screen and off from the banner, each a plain form post", async () => {
    const { page } = await openPage(suite.browser, suite.base, withoutScripts(DESKTOP_TALL));
    await signIn(page);

    proxy.mode = "fail-all";
    const failed = await page.goto("/admin");
    expect(failed?.status()).toBe(503);
    await page.getByRole("heading", { name: "Error de conexión" }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);

    await useOfflineButton(page).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole("status").getByText("Activando modo independiente").waitFor();
    await expectStaticPanel(page);
    expect(await modeCookies(page)).toEqual(MODE_COOKIES);

    // Back online, leaving the mode returns to the real panel of the signed-in admin.
    proxy.mode = "pass";
    await leaveButton(page).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole("status").getByText("Modo sin conexión desactivado").waitFor();
    await page.getByText(`Sesión iniciada como ${TEST_ADMIN.username}`).waitFor();
    await page.getByText(D1_ONLY, { exact: true }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await modeCookies(page)).toEqual([]);
    await page.context().close();
  });

  it("the third failed sign-in turns the mode on and offers the button; the banner turns it off", async () => {
    const { page } = await openPage(suite.browser, suite.base, withoutScripts(DESKTOP_TALL));
    await page.goto("/admin/auth");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.getByLabel("Usuario").fill(TEST_ADMIN.username);
      await page.getByLabel("Contraseña").fill(`no-es-la-clave-${attempt}`);
      const refused = page.waitForResponse((response) => response.status() === 401);
      await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
      await refused;
      await page.getByText("Hay problemas para conectar con el servidor").waitFor();
      const offered = attempt === 3;
      await expect(useOfflineButton(page).count()).resolves.toBe(offered ? 1 : 0);
      expect(await modeCookies(page)).toEqual(offered ? MODE_COOKIES : []);
    }
    await page.getByText("Se activó el modo sin conexión:").waitFor();

    await useOfflineButton(page).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole("status").getByText("Activando modo independiente").waitFor();
    await expectStaticPanel(page);

    await leaveButton(page).click();
    await page.waitForURL(/\/admin\/auth$/);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await modeCookies(page)).toEqual([]);
    await page.context().close();
  });
});
