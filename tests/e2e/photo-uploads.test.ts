/**
 * Phone photos through the admin's upload fields, in Chromium: with
 * JavaScript the shared upload client shows its progress, reduces a photo
 * over 5 MB in the browser and the forms draw the WebP variants the server
 * made; without JavaScript the plain forms make the same variants.
 */
import { createHash } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { products, recipes } from "../../app/db/schema";
import { phonePhoto } from "../../scripts/lib/phone-photo";
import { waitForHydration, type PageOptions } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { GIF_1X1 } from "../support/test-images";
import { expectPlainUpload, watchUploadStates } from "../support/upload-states";

const MIB = 1024 * 1024;
/** The server's limit (app/validation/upload.ts). */
const MAX_UPLOAD_BYTES = 5 * MIB;

const suite = adminBrowserSuite();
/** 12-megapixel phone photos, each with its own bytes (so its own hash). */
let photos: Record<"product" | "tool" | "recipe" | "plainProduct" | "plainTool", Buffer>;
/** A 48-megapixel photo of about 12 MB. */
let large: Buffer;

beforeAll(async () => {
  const phone = { width: 4032, height: 3024 };
  const [big, product, tool, recipe, plainProduct, plainTool] = await Promise.all([
    phonePhoto({ width: 8000, height: 6000, orientation: 6, grain: 13, quality: 90 }),
    // Grain makes them weigh what a phone's do (about 4 MB): sending one takes a while.
    phonePhoto({ ...phone, orientation: 6, grain: 20 }),
    phonePhoto({ ...phone, orientation: 1, grain: 20 }),
    phonePhoto({ ...phone, orientation: 8, grain: 20 }),
    phonePhoto({ ...phone, orientation: 6 }),
    phonePhoto({ ...phone, orientation: 3 }),
  ]);
  large = big;
  photos = { product, tool, recipe, plainProduct, plainTool };
}, 180_000);

/**
 * Every step here moves photos of several megabytes (into Chromium, to the
 * Worker and back): each wait may take four times Playwright's 30 s, and
 * each test twice that (README "Tests": timeouts three times a slow
 * machine's step).
 */
const PHOTO_WAIT = 120_000;
const PHOTO_TEST = { timeout: 2 * PHOTO_WAIT };

async function adminPage(options?: PageOptions) {
  const opened = await suite.adminPage(options);
  opened.page.setDefaultTimeout(PHOTO_WAIT);
  opened.page.setDefaultNavigationTimeout(PHOTO_WAIT);
  return opened;
}

const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const uploadsPath = (hash: string) => `/images/uploads/${hash}`;

/** A sonner toast holding `text`. */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text).first();

/** The stored keys of one upload: the display picture, two widths and the placeholder. */
async function expectVariantsStored(hash: string) {
  const keys = (await suite.worker.storage.r2Objects()).map((object) => object.key);
  expect(keys).toEqual(
    expect.arrayContaining([
      `${hash}.webp`,
      `${hash}-384w.webp`,
      `${hash}-768w.webp`,
      `${hash}-placeholder.webp`,
    ]),
  );
  expect(keys.filter((key) => key.startsWith(hash) && !key.endsWith(".webp"))).toEqual([]);
}

/** A picture drawn from the upload's variants, not from the raw file. */
async function expectVariantImage(image: Locator, hash: string) {
  await expect(image.getAttribute("src")).resolves.toBe(`${uploadsPath(hash)}.webp`);
  await expect(image.getAttribute("srcset")).resolves.toContain(
    `${uploadsPath(hash)}-384w.webp 384w`,
  );
}

const isUpload = (url: string, method: string) =>
  method === "POST" && new URL(url).pathname === "/api/admin/upload";

describe("with JavaScript", PHOTO_TEST, () => {
  it("uploads a phone photo in the product dialog with progress; the cards draw its variants", async () => {
    const name = "Miel Fotografiada con Teléfono";
    const hash = sha256(photos.product);
    const { page, errors } = await adminPage();
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Agregar producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Producto" });
    await dialog.waitFor();
    await dialog.getByLabel("Nombre").fill(name);
    await dialog.getByLabel("Descripción").fill("Con una foto tomada con el teléfono.");
    await dialog.getByLabel("Categoría").selectOption("Mieles");

    const field = dialog.locator("fieldset[data-upload-state]");
    const uploadLog = await watchUploadStates(field);
    await dialog.getByLabel("Subir imágenes").setInputFiles(jpeg("IMG_0001.jpg", photos.product));
    await dialog.locator('fieldset[data-upload-state="done"]').waitFor();
    await toast(page, "Imágenes subidas correctamente").waitFor();
    await toast(page, "Se han añadido 1 imágenes.").waitFor();
    await expectPlainUpload(uploadLog);
    // The thumbnail is drawn as the server answered it.
    await expectVariantImage(dialog.getByRole("img", { name: "Imagen 1 del producto" }), hash);

    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Producto creado").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expectVariantImage(page.getByRole("img", { name, exact: true }), hash);

    await page.goto("/products");
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name }) });
    await expectVariantImage(card.getByRole("img", { name, exact: true }), hash);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the images tool's progress and the uploaded picture's URL", async () => {
    const hash = sha256(photos.tool);
    const { page, errors } = await adminPage();
    await page.goto("/admin/images");
    await waitForHydration(page);
    const tool = page.locator("section[data-upload-state]");
    const uploadLog = await watchUploadStates(tool);
    await page.getByLabel("Archivo de imagen").setInputFiles(jpeg("IMG_0002.jpg", photos.tool));
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.locator('section[data-upload-state="done"]').waitFor();
    await toast(page, "Imagen subida correctamente").waitFor();
    await expectPlainUpload(uploadLog);
    await expect(page.getByLabel("URL de la imagen").inputValue()).resolves.toBe(
      `${suite.base}${uploadsPath(hash)}.webp`,
    );
    await expectVariantsStored(hash);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("reduces a 12 MB, 48-megapixel photo in the browser before the images tool sends it", async () => {
    expect(large.length).toBeGreaterThan(10 * MIB);
    expect(large.length).toBeLessThan(14 * MIB);
    const { page, errors } = await adminPage();
    await page.goto("/admin/images");
    await waitForHydration(page);
    const tool = page.locator("section[data-upload-state]");
    const uploadLog = await watchUploadStates(tool);
    await page.getByLabel("Archivo de imagen").setInputFiles(jpeg("IMG_0003.jpg", large));
    await page.getByRole("img", { name: "Vista previa de IMG_0003.jpg" }).waitFor();
    // Over 5 MB, but not refused in the browser: it is reduced instead.
    await expect(page.getByText("La imagen no debe exceder los 5MB").count()).resolves.toBe(0);

    const sent = page.waitForRequest((request) => isUpload(request.url(), request.method()));
    const answered = page.waitForResponse((response) =>
      isUpload(response.url(), response.request().method()),
    );
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await tool.getByRole("progressbar", { name: "Reduciendo la foto…" }).waitFor();
    const response = await answered;
    expect(response.status()).toBe(201);
    // Chromium does not hand a file's bytes to Playwright; the header says how many there were.
    const bodyBytes = Number(await (await sent).headerValue("content-length"));
    expect(bodyBytes).toBeGreaterThan(0);
    expect(bodyBytes).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const body = (await response.json()) as {
      imageUrl: string;
      image: { width: number; height: number };
    };
    expect(body.imageUrl).toMatch(/^\/images\/uploads\/[a-f0-9]{64}\.webp$/);
    // Reduced to at most 4096 px and turned upright in the browser (the EXIF said 6).
    expect(body.image.width).toBeLessThan(body.image.height);
    expect(body.image.height).toBeLessThanOrEqual(4096);

    await page.locator('section[data-upload-state="done"]').waitFor();
    await toast(page, "Imagen subida correctamente").waitFor();
    await expect(page.getByLabel("URL de la imagen").inputValue()).resolves.toBe(
      `${suite.base}${body.imageUrl}`,
    );
    const log = await uploadLog();
    const order = ["scaling", "processing", "done"].map((state) => log.states.indexOf(state));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(0);
    expect(log.texts[0]).toBe("Reduciendo la foto…");
    await expectVariantsStored(body.imageUrl.slice("/images/uploads/".length, -".webp".length));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("uploads a recipe's photo with progress and previews its variants", async () => {
    const hash = sha256(photos.recipe);
    const { page, errors } = await adminPage();
    await page.goto("/admin/recipes?nuevo=1");
    await waitForHydration(page);
    await page.getByLabel("Título").fill("Tostadas con Miel Fotografiadas");
    await page.getByLabel("Descripción").fill("Pan tostado con miel picosa.");
    await page.getByLabel("Instrucciones").fill("Tueste el pan y añada la miel.");
    await page.getByLabel("URL de Instagram").fill("https://www.instagram.com/p/tostadas-foto");
    const field = page.locator("[data-upload-state]");
    const uploadLog = await watchUploadStates(field);
    await page
      .getByLabel("Imagen", { exact: true })
      .setInputFiles(jpeg("IMG_0004.jpg", photos.recipe));
    await page.locator('[data-upload-state="done"]').waitFor();
    await expectPlainUpload(uploadLog);
    await expectVariantImage(page.getByRole("img", { name: "Imagen actual de la receta" }), hash);

    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Receta creada").first().waitFor();
    const rows = await suite.worker.db.select().from(recipes);
    expect(rows.find((row) => row.title === "Tostadas con Miel Fotografiadas")?.imageUrl).toBe(
      `${uploadsPath(hash)}.webp`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it("refuses a GIF in the recipe's and a 'Sitio' picture field before sending it", async () => {
    const gif = { name: "animada.gif", mimeType: "image/gif", buffer: Buffer.from(GIF_1X1) };
    const invalidType = "Por favor seleccione un archivo de imagen válido (jpg, png, webp)";
    const { page, errors } = await adminPage();
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (isUpload(request.url(), request.method())) uploads.push(request.url());
    });
    const fields = [
      { path: "/admin/recipes?nuevo=1", label: "Imagen", hidden: "imageUrl" },
      {
        path: "/admin/site?seccion=home",
        label: "Cambiar la foto 2",
        hidden: "heroSlides[1].imageUrl",
      },
    ];
    for (const { path, label, hidden } of fields) {
      await page.goto(path);
      await waitForHydration(page);
      const url = page.locator(`input[type="hidden"][name="${hidden}"]`);
      const before = await url.inputValue();
      const input = page.getByLabel(label, { exact: true });
      await input.setInputFiles(gif);
      const field = page.locator("[data-upload-state]").filter({ has: input });
      await field.getByText(invalidType).waitFor();
      await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(field.getAttribute("data-upload-state")).resolves.toBe("idle");
      await expect(url.inputValue()).resolves.toBe(before);
    }
    expect(uploads).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("without JavaScript", PHOTO_TEST, () => {
  it("the product form's file makes the same variants, and the list draws them", async () => {
    const name = "Salsa Fotografiada Sin JavaScript";
    const hash = sha256(photos.plainProduct);
    const { page } = await adminPage({ javaScript: false });
    await page.goto("/admin?nuevo=1");
    const form = page.getByRole("region", { name: "Nuevo Producto" });
    await form.getByLabel("Nombre").fill(name);
    await form.getByLabel("Descripción").fill("Con una foto y sin JavaScript.");
    await form.getByLabel("Categoría").selectOption("Condimentos");
    await form
      .getByLabel("Agregar imágenes")
      .setInputFiles(jpeg("IMG_0005.jpg", photos.plainProduct));
    await form.getByRole("button", { name: "Guardar" }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText("Producto creado").waitFor();
    await expectVariantsStored(hash);
    const stored = await suite.worker.db.select().from(products);
    expect(stored.find((product) => product.name === name)?.mainImageUrl).toBe(
      `${uploadsPath(hash)}.webp`,
    );
    await expectVariantImage(page.getByRole("img", { name, exact: true }), hash);
    await page.context().close();
  });

  it("the images tool's form makes the same variants and shows the WebP URL", async () => {
    const hash = sha256(photos.plainTool);
    const { page } = await adminPage({ javaScript: false });
    await page.goto("/admin/images");
    await page
      .getByLabel("Archivo de imagen")
      .setInputFiles(jpeg("IMG_0006.jpg", photos.plainTool));
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.waitForURL("**/admin/images");
    await expect(page.getByLabel("URL de la imagen").inputValue()).resolves.toBe(
      `${suite.base}${uploadsPath(hash)}.webp`,
    );
    await expectVariantsStored(hash);
    await page.context().close();
  });

  it("the server still refuses a photo over 5 MB with the spec's message", async () => {
    const { page } = await adminPage({ javaScript: false });
    await page.goto("/admin/images");
    await page.getByLabel("Archivo de imagen").setInputFiles(jpeg("IMG_0007.jpg", large));
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.waitForURL("**/admin/images");
    await page
      .getByRole("alert")
      .filter({ hasText: "La imagen no debe exceder los 5MB" })
      .waitFor();
    await expect(page.getByLabel("URL de la imagen").count()).resolves.toBe(0);
    await page.context().close();
  });
});
