import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { invitationCodes, invitationRequests, stores } from "../../app/db/schema";
import { adminBrowserSuite } from "../support/browser-suite";
import { seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { PNG_2X3 } from "../support/test-images";

const suite = adminBrowserSuite();
const { adminPage } = suite;

const png = { name: "foto.png", mimeType: "image/png", buffer: Buffer.from(PNG_2X3) };

describe("Imágenes with JavaScript", () => {
  it("checks, previews and uploads an image, shows its URL and copies it", async () => {
    const { page, errors } = await adminPage();
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.base });
    await page.goto("/admin/images");
    await waitForHydration(page);
    const input = page.getByLabel("Archivo de imagen");

    await input.setInputFiles({
      name: "notas.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hola"),
    });
    await expect(page.getByRole("alert").first().textContent()).resolves.toContain(
      "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
    );
    // Over 5 MB is not refused in the browser: the photo is reduced before it
    // is sent. These bytes are no picture, so reducing them fails.
    await input.setInputFiles({
      name: "grande.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByText("La imagen no debe exceder los 5MB").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.getByText("Error al procesar la imagen").waitFor();
    await expect(
      page.getByRole("alert").filter({ hasText: "No se pudo reducir la foto" }).textContent(),
    ).resolves.toContain("No se pudo reducir la foto. Elija una imagen de hasta 5MB.");

    await input.setInputFiles(png);
    const preview = page.getByRole("img", { name: "Vista previa de foto.png" });
    await preview.waitFor();
    await expect(preview.getAttribute("src")).resolves.toMatch(/^blob:/);

    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.getByText("Imagen subida correctamente").waitFor();
    const url = page.getByLabel("URL de la imagen");
    // Absolute: what the admin pastes elsewhere.
    await expect(url.inputValue()).resolves.toMatch(
      new RegExp(`^${suite.base}/images/uploads/[a-f0-9]{64}\\.webp$`),
    );
    const imageUrl = await url.inputValue();
    // The list of uploads is refreshed after the upload.
    await page.getByRole("heading", { name: "Imágenes subidas (1)" }).waitFor();

    await page.getByRole("button", { name: "Copiar URL" }).click();
    await page.getByText("URL copiada").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(imageUrl);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the server's refusal as a toast and an inline alert", async () => {
    const { page } = await adminPage();
    await page.goto("/admin/images");
    await waitForHydration(page);
    // Declared a PNG, so the browser's check passes; the server reads the bytes.
    await page.getByLabel("Archivo de imagen").setInputFiles({
      name: "falsa.png",
      mimeType: "image/png",
      buffer: Buffer.from("no soy una imagen"),
    });
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.getByText("Error al procesar la imagen").waitFor();
    await expect(
      page.getByRole("alert").filter({ hasText: "Por favor seleccione" }).first().textContent(),
    ).resolves.toContain("Por favor seleccione un archivo de imagen válido (jpg, png, webp)");
    await expect(page.getByLabel("URL de la imagen").count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe("Imágenes without JavaScript", () => {
  it("posts the file to the tab and shows the URL", async () => {
    const { page } = await adminPage({ javaScript: false });
    await page.goto("/admin/images");
    await page.getByLabel("Archivo de imagen").setInputFiles(png);
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.waitForURL("**/admin/images");
    await expect(page.getByLabel("URL de la imagen").inputValue()).resolves.toMatch(
      new RegExp(`^${suite.base}/images/uploads/[a-f0-9]{64}\\.webp$`),
    );
    await expect(page.getByRole("button", { name: "Copiar URL" }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe("Solicitudes", () => {
  it("lists the requests and downloads them as CSV", async () => {
    const [code] = await suite.worker.db
      .insert(invitationCodes)
      .values({ code: "E2E-CSV", name: "José Pérez Ñúñez", company: "Café", isUsed: true })
      .returning();
    if (!code) throw new Error("code not inserted");
    await suite.worker.db.insert(invitationRequests).values({
      kind: "client",
      invitationCodeId: code.id,
      invitationCode: code.code,
      name: "José Pérez Ñúñez",
      email: "jose@example.com",
      phone: "7711234567",
      message: "Una muestra, por favor",
    });

    const { page, errors } = await adminPage();
    await page.goto("/admin/requests");
    const table = page.getByRole("table", { name: /Solicitudes recibidas/ });
    await expect(table.getByRole("row").count()).resolves.toBe(2);
    await table.getByRole("rowheader", { name: "José Pérez Ñúñez" }).waitFor();
    await table.getByText("Muestra (cliente)").waitFor();
    await expect(page.getByText("1 solicitud", { exact: true }).isVisible()).resolves.toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descargar CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    expect(
      csv.startsWith(
        '\uFEFF"Fecha","Tipo","Código","Nombre","Correo electrónico","Teléfono","Mensaje","Estado","Fecha del estado","Nota","Producto"\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      '"Muestra (cliente)","E2E-CSV","José Pérez Ñúñez","jose@example.com","7711234567","Una muestra, por favor","Nueva",',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("/backup", () => {
  it("downloads a backup and restores it after a confirmation", async () => {
    const { page, errors } = await adminPage();
    await page.goto("/admin/requests");
    await page.getByRole("link", { name: "Respaldo del contenido" }).click();
    await page.getByRole("heading", { level: 1, name: "Respaldo" }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descargar respaldo" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^respaldo-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const storeCount = (await suite.worker.db.select().from(stores)).length;
    await suite.worker.db.delete(stores);

    await page.getByLabel("Archivo de respaldo").setInputFiles(file);
    await page.getByRole("button", { name: "Revisar archivo" }).click();
    await page.getByRole("heading", { name: "Confirmar restauración" }).waitFor();
    await expect(page.getByText(/^Se reemplazarán/).textContent()).resolves.toContain(
      `0 puntos de venta, `,
    );
    await expect(page.getByText(/^Se reemplazarán/).textContent()).resolves.toContain(
      `por los del archivo: `,
    );
    expect((await suite.worker.db.select().from(stores)).length).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Restaurar respaldo" }).click();
    await page.getByText("Respaldo restaurado").waitFor();
    expect((await suite.worker.db.select().from(stores)).length).toBe(storeCount);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says what is wrong with a bad file", async () => {
    const { page } = await adminPage();
    await page.goto("/backup");
    await waitForHydration(page);
    await page.getByLabel("Archivo de respaldo").setInputFiles({
      name: "respaldo.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"version":4}'),
    });
    await page.getByRole("button", { name: "Revisar archivo" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Versión" }).textContent(),
    ).resolves.toContain("Versión de respaldo no compatible");
    await page.context().close();
  });
});

describe("/backup: the automatic backups", () => {
  it.each([
    { javaScript: true, day: "2026-11-27", label: "27 nov 2026" },
    { javaScript: false, day: "2026-11-28", label: "28 nov 2026" },
  ])(
    "restores a stored backup after the confirmation (JavaScript $javaScript)",
    async ({ javaScript, day, label }) => {
      expect((await suite.worker.scheduled(new Date(`${day}T09:00:00Z`))).outcome).toBe("ok");
      const storeCount = (await suite.worker.db.select().from(stores)).length;
      await suite.worker.db.delete(stores);
      const { page, errors } = await adminPage({ javaScript });
      await page.goto("/backup");
      if (javaScript) await waitForHydration(page);
      await page.getByRole("heading", { name: "Respaldos automáticos" }).waitFor();
      await page.getByText(/^Último respaldo automático: /).waitFor();
      await page.getByRole("button", { name: `Restaurar el respaldo del ${label}` }).click();
      await page.getByRole("heading", { name: "Confirmar restauración" }).waitFor();
      await expect(page.getByText(/^Se reemplazarán/).textContent()).resolves.toContain(
        "0 puntos de venta, ",
      );
      expect((await suite.worker.db.select().from(stores)).length).toBe(0);
      await page.getByRole("button", { name: "Restaurar respaldo" }).click();
      await page.getByText("Respaldo restaurado").waitFor();
      expect((await suite.worker.db.select().from(stores)).length).toBe(storeCount);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe("accessibility", () => {
  it.each(["/admin/images", "/admin/requests", "/backup"])(
    "%s has no serious or critical axe violations",
    async (path) => {
      const { page } = await adminPage();
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
