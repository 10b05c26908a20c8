import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, products } from "../../app/db/schema";
import { ORIGIN, postForm, serializeForm } from "../support/api";
import { shownPage, shownPageText } from "../support/html";
import { adminCookie } from "../support/session";
import { PNG_2X3 } from "../support/test-images";
import { workerSuite } from "../support/worker-suite";

const MB = 1024 * 1024;
const USED_CODE_LOCKED = "Un código usado no se puede editar ni eliminar";
const TOO_LARGE = "La imagen no debe exceder los 5MB";
const PRODUCT_FORM_INVALID_TYPE =
  "Por favor selecciona archivos de imagen válidos (jpg, png, webp)";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

const page = (path: string) => shownPage(worker, path, admin);

describe("a used code opened for editing or deletion by its URL", () => {
  let id: number;
  beforeAll(async () => {
    const [row] = await worker.db
      .insert(invitationCodes)
      .values({
        code: "BLOQUEADO-1",
        name: "Rosa Usada",
        company: "Usados SA",
        isUsed: true,
        usedAt: new Date("2026-02-14T16:45:00Z"),
      })
      .returning();
    id = row?.id ?? 0;
  });

  it.each(["editar", "eliminar"])("?%s= says why and offers no form", async (param) => {
    const { status, html } = await page(`/admin/codes?${param}=${id}`);
    expect(status).toBe(200);
    const notice = html.match(/<section[^>]*data-locked-item[^>]*>[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(notice).toContain(USED_CODE_LOCKED);
    expect(notice).toContain("BLOQUEADO-1");
    expect(notice).toContain("Usado el 14 feb 2026, 10:45");
    expect(notice).toMatch(/<a[^>]*href="\/admin\/codes"[^>]*>Volver a la lista<\/a>/);
    expect(html).not.toContain("Editar Código");
    expect(html).not.toContain('name="intent" value="update"');
    expect(html).not.toContain('name="intent" value="delete"');
    expect(html).not.toMatch(/<form[^>]*action="\/admin\/codes\?(editar|eliminar)=/);
  });

  it("an unused code still opens its form", async () => {
    const [row] = await worker.db
      .insert(invitationCodes)
      .values({ code: "LIBRE-1", name: "Rosa Libre", company: "Libres SA" })
      .returning();
    const { html } = await page(`/admin/codes?editar=${row?.id ?? 0}`);
    expect(html).toContain('value="LIBRE-1"');
    expect(html).not.toContain("data-locked-item");
  });
});

describe("Imágenes without JavaScript", () => {
  it("reads a photo over 5 MB to its end and answers with the page and the spec's message", async () => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(6 * MB)], "enorme.png", { type: "image/png" }));
    const { body, contentType } = await serializeForm(form);
    // Streamed as a browser uploads it: a page answered before the photo has
    // arrived can end on the browser's error page instead of this one.
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= body.byteLength) return controller.close();
        const part = body.subarray(sent, sent + 64 * 1024);
        sent += part.byteLength;
        controller.enqueue(part);
      },
    });
    const response = await worker.fetch("/admin/images", {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: ORIGIN,
        Cookie: admin,
        "Content-Type": contentType,
        "Content-Length": String(body.byteLength),
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await shownPageText(response);
    expect(sent).toBe(body.byteLength);
    expect(html).toMatch(/<h2[^>]*>Imágenes<\/h2>/);
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>[\\s\\S]*?${TOO_LARGE}`));
    expect(html).toContain("Subir imagen");
    expect(await worker.storage.r2Objects()).toEqual([]);
  });

  it("shows the absolute URL of the stored image, which 'Copiar URL' copies", async () => {
    const hash = createHash("sha256").update(PNG_2X3).digest("hex");
    const form = new FormData();
    form.append("image", new File([PNG_2X3], "foto.png", { type: "image/png" }));
    const response = await postForm(worker, "/admin/images", form, { Cookie: admin });
    expect(response.status).toBe(201);
    const html = await shownPageText(response);
    const absolute = `http://localhost/images/uploads/${hash}.webp`;
    expect(html).toMatch(new RegExp(`<input[^>]*readOnly=""[^>]*value="${absolute}"`, "i"));
    expect(html).toContain(`data-copy-url="${absolute}"`);
  });
});

describe("the product form without JavaScript", () => {
  it("refuses a file that is not an image with the product form's wording", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "create",
      name: "Producto con archivo de texto",
      description: "Una miel para probar el formulario.",
      category: "Mieles",
    })) {
      form.append(name, value);
    }
    form.append("newImages", new File(["no soy una imagen"], "nota.png", { type: "image/png" }));
    const response = await postForm(worker, "/admin?index", form, { Cookie: admin });
    expect(response.status).toBe(415);
    const html = await shownPageText(response);
    expect(html).toContain(PRODUCT_FORM_INVALID_TYPE);
    expect(html).not.toContain("Por favor seleccione un archivo de imagen válido");
    expect(
      await worker.db
        .select()
        .from(products)
        .where(eq(products.name, "Producto con archivo de texto")),
    ).toEqual([]);
  });
});
