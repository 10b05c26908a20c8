import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, recipes, stores } from "../../app/db/schema";
import { formatDateTime } from "../../app/shared/dates";
import { ORIGIN, signInAs } from "../support/api";
import { PNG_2X3, TEXT } from "../support/test-images";
import { workerSuite } from "../support/worker-suite";
import { expectAllIn } from "../support/html";

const worker = workerSuite();
let cookie: string;

beforeAll(async () => {
  cookie = await signInAs(worker);
});

/** The page as a reader sees it: React's `<!-- -->` text separators removed. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await worker.fetch(path, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** A same-origin form post from the signed-in admin, as a browser without JS sends it. */
async function post(path: string, fields: URLSearchParams | FormData): Promise<Response> {
  // Serialized here, so the body carries its Content-Type and length as a browser's would.
  const encoded = new Request("http://localhost/", { method: "POST", body: fields });
  return worker.fetch(path, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
    redirect: "manual",
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function readHtml(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The flash toast's title travels in a signed cookie; the next page shows it. */
async function toastAfter(response: Response): Promise<string> {
  const toastCookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const next = await worker.fetch(response.headers.get("Location") ?? "/", {
    headers: { Cookie: `${cookie}; ${toastCookie}` },
  });
  return readHtml(next);
}

describe("admin tabs: access", () => {
  it.each(["/admin/stores", "/admin/recipes", "/admin/codes"])(
    "%s sends an anonymous visitor to /admin/auth, asked to come back to it",
    async (path) => {
      const response = await worker.fetch(path, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(
        `/admin/auth?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(await response.text()).not.toContain("Agregar");
    },
  );

  it.each(["/admin/stores", "/admin/recipes", "/admin/codes"])(
    "%s refuses an anonymous post",
    async (path) => {
      const response = await worker.fetch(path, {
        method: "POST",
        headers: { Origin: ORIGIN },
        body: form({ intent: "delete", id: "1" }),
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/auth");
    },
  );
});

describe("admin tabs: Puntos de Venta", () => {
  it("lists the stores with their count and fields", async () => {
    const rows = await worker.db.select().from(stores);
    const { status, html } = await page("/admin/stores");
    expect(status).toBe(200);
    expect(html).toMatch(
      new RegExp(`<h2[^>]*>Puntos de Venta <span[^>]*>\\(${rows.length}\\)</span></h2>`),
    );
    expect(html).toContain("Agregar Punto de Venta");
    for (const store of rows) expect(html).toContain(store.name);
  });

  it("creates, edits (prefilled) and deletes a store with the spec's toasts", async () => {
    const created = await post(
      "/admin/stores?nuevo=1",
      form({
        intent: "create",
        name: "Tienda La Abeja",
        address: "Av. Juárez 12",
        city: "Pachuca",
        state: "Hidalgo",
        phone: "7711234567",
        description: "Frente al mercado",
      }),
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/stores");
    const listed = await toastAfter(created);
    expect(listed).toContain("Punto de venta creado");
    expect(listed).toContain("Tienda La Abeja");
    expect(listed).toContain("Av. Juárez 12, Pachuca, Hidalgo");
    expect(listed).toContain("Frente al mercado");
    const [row] = await worker.db.select().from(stores).where(eq(stores.name, "Tienda La Abeja"));
    expect(row).toBeDefined();
    const id = String(row?.id);

    const editPage = await page(`/admin/stores?editar=${id}`);
    expect(editPage.html).toContain("Editar Punto de Venta");
    expect(editPage.html).toMatch(
      /name="name"[^>]*value="Tienda La Abeja"|value="Tienda La Abeja"[^>]*name="name"/,
    );
    expect(editPage.html).toContain("Frente al mercado</textarea>");

    const updated = await post(
      `/admin/stores?editar=${id}`,
      form({
        intent: "update",
        id,
        name: "Tienda La Colmena",
        address: "Av. Juárez 12",
        city: "Pachuca",
        state: "Hidalgo",
        phone: "",
        description: "",
      }),
    );
    expect(updated.status).toBe(302);
    const afterUpdate = await toastAfter(updated);
    expect(afterUpdate).toContain("Punto de venta actualizado");
    expect(afterUpdate).toContain("Tienda La Colmena");
    expect(afterUpdate).not.toContain("Tienda La Abeja");

    const confirm = await page(`/admin/stores?eliminar=${id}`);
    expect(confirm.html).toContain("Confirmar eliminación");
    expect(confirm.html).toContain("¿Eliminar «Tienda La Colmena»?");

    const deleted = await post(`/admin/stores?eliminar=${id}`, form({ intent: "delete", id }));
    expect(deleted.status).toBe(302);
    const afterDelete = await toastAfter(deleted);
    expect(afterDelete).toContain("Punto de venta eliminado");
    expect(afterDelete).not.toContain("Tienda La Colmena");
    expect(
      await worker.db
        .select()
        .from(stores)
        .where(eq(stores.id, Number(id))),
    ).toEqual([]);
  });

  it("answers 400 with every required-field message and keeps the input", async () => {
    const response = await post(
      "/admin/stores?nuevo=1",
      form({
        intent: "create",
        name: "",
        address: " ",
        city: "",
        state: "",
        phone: "771 000 0000",
        description: "Conservado",
      }),
    );
    expect(response.status).toBe(400);
    const html = await readHtml(response);
    expectAllIn(html, [
      "El nombre es requerido",
      "La dirección es requerida",
      "La ciudad es requerida",
      "El estado es requerido",
    ]);
    expect(html).toContain('value="771 000 0000"');
    expect(html).toContain("Conservado</textarea>");
  });

  it("says it could not update a store that no longer exists", async () => {
    const response = await post(
      "/admin/stores?editar=999999",
      form({ intent: "update", id: "999999", name: "X", address: "Y", city: "Z", state: "W" }),
    );
    expect(response.status).toBe(404);
  });

  it("refuses a post from another site", async () => {
    const response = await worker.fetch("/admin/stores", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://malicioso.example" },
      body: form({ intent: "delete", id: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await worker.db.select().from(stores).where(eq(stores.id, 1))).toHaveLength(1);
  });
});

describe("admin tabs: Recetas", () => {
  const recipeFields = {
    title: "Tostadas de miel",
    description: "Crujientes y dulces",
    instructions: "Unte la miel y sirva.",
    instagramUrl: "https://www.instagram.com/p/tostadas",
  };

  it("lists the recipes with their count, pictures, titles and descriptions", async () => {
    const rows = await worker.db.select().from(recipes);
    const { status, html } = await page("/admin/recipes");
    expect(status).toBe(200);
    expect(html).toMatch(
      new RegExp(`<h2[^>]*>Recetas <span[^>]*>\\(${rows.length}\\)</span></h2>`),
    );
    for (const recipe of rows) {
      expect(html).toContain(recipe.title);
      expect(html).toMatch(new RegExp(`<img[^>]*alt="${recipe.title}"`));
    }
  });

  it("answers 400 with every required-field message and keeps the input", async () => {
    const response = await post(
      "/admin/recipes?nuevo=1",
      form({
        intent: "create",
        title: "",
        description: "",
        instructions: "",
        imageUrl: "",
        instagramUrl: "",
      }),
    );
    expect(response.status).toBe(400);
    const html = await readHtml(response);
    expectAllIn(html, [
      "El título es requerido",
      "La descripción es requerida",
      "Las instrucciones son requeridas",
      "La URL de la imagen es requerida",
      "La URL de Instagram es requerida",
    ]);
    const kept = await post(
      "/admin/recipes?nuevo=1",
      form({ intent: "create", ...recipeFields, title: "", imageUrl: "" }),
    );
    expect(kept.status).toBe(400);
    const keptHtml = await readHtml(kept);
    expect(keptHtml).toContain("Crujientes y dulces</textarea>");
    expect(keptHtml).toContain('value="https://www.instagram.com/p/tostadas"');
    expect(keptHtml).toMatch(/type="url"/);
  });

  it("creates a recipe from a multipart post with an uploaded image stored in R2", async () => {
    const body = new FormData();
    body.set("intent", "create");
    for (const [name, value] of Object.entries(recipeFields)) body.set(name, value);
    body.set("imageUrl", "");
    body.set("image", new File([PNG_2X3], "tostadas.png", { type: "image/png" }));
    const response = await post("/admin/recipes?nuevo=1", body);
    expect(response.status).toBe(302);
    const listed = await toastAfter(response);
    expect(listed).toContain("Receta creada");
    expect(listed).toContain("Tostadas de miel");
    const [row] = await worker.db
      .select()
      .from(recipes)
      .where(eq(recipes.title, "Tostadas de miel"));
    expect(row?.imageUrl).toMatch(/^\/images\/uploads\/[a-f0-9]{64}\.webp$/);
    const key = row?.imageUrl.replace("/images/uploads/", "") ?? "";
    const object = await worker.storage.r2Object(key);
    expect(object).not.toBeNull();
    expect(listed).toContain(`src="${row?.imageUrl}"`);
  });

  it("refuses a file that is not an image with the upload's message, keeping the input", async () => {
    const body = new FormData();
    body.set("intent", "create");
    for (const [name, value] of Object.entries(recipeFields)) body.set(name, value);
    body.set("title", "Receta con archivo falso");
    body.set("image", new File([TEXT], "foto.png", { type: "image/png" }));
    const response = await post("/admin/recipes?nuevo=1", body);
    expect(response.status).toBe(415);
    const html = await readHtml(response);
    expect(html).toContain("Error al crear la receta");
    expect(html).toContain('value="Receta con archivo falso"');
    expect(
      await worker.db.select().from(recipes).where(eq(recipes.title, "Receta con archivo falso")),
    ).toEqual([]);
  });

  it("refuses an image over 5 MB with the spec's message", async () => {
    const body = new FormData();
    body.set("intent", "create");
    for (const [name, value] of Object.entries(recipeFields)) body.set(name, value);
    body.set("title", "Receta con imagen enorme");
    body.set(
      "image",
      new File([new Uint8Array(6 * 1024 * 1024)], "enorme.png", { type: "image/png" }),
    );
    const response = await post("/admin/recipes?nuevo=1", body);
    expect(response.status).toBe(413);
    const html = await readHtml(response);
    expect(html).toContain("Error al crear la receta");
    expect(html).toContain("La imagen no debe exceder los 5MB");
    expect(
      await worker.db.select().from(recipes).where(eq(recipes.title, "Receta con imagen enorme")),
    ).toEqual([]);
  });

  it("edits (prefilled, image kept) and deletes a recipe", async () => {
    const [row] = await worker.db
      .select()
      .from(recipes)
      .where(eq(recipes.title, "Tostadas de miel"));
    const id = String(row?.id);
    const editPage = await page(`/admin/recipes?editar=${id}`);
    expect(editPage.html).toContain("Editar Receta");
    expect(editPage.html).toContain('value="Tostadas de miel"');
    expect(editPage.html).toContain(`name="imageUrl" value="${row?.imageUrl}"`);

    const updated = await post(
      `/admin/recipes?editar=${id}`,
      form({
        intent: "update",
        id,
        ...recipeFields,
        title: "Tostadas de miel picosa",
        imageUrl: row?.imageUrl ?? "",
      }),
    );
    expect(updated.status).toBe(302);
    const afterUpdate = await toastAfter(updated);
    expect(afterUpdate).toContain("Receta actualizada");
    expect(afterUpdate).toContain("Tostadas de miel picosa");
    const [changed] = await worker.db
      .select()
      .from(recipes)
      .where(eq(recipes.id, Number(id)));
    expect(changed?.imageUrl).toBe(row?.imageUrl);

    const confirm = await page(`/admin/recipes?eliminar=${id}`);
    expect(confirm.html).toContain("¿Eliminar «Tostadas de miel picosa»?");
    const deleted = await post(`/admin/recipes?eliminar=${id}`, form({ intent: "delete", id }));
    expect(deleted.status).toBe(302);
    const afterDelete = await toastAfter(deleted);
    expect(afterDelete).toContain("Receta eliminada");
    expect(afterDelete).not.toContain("Tostadas de miel picosa");
  });

  it("says it could not delete a recipe that no longer exists", async () => {
    const response = await post(
      "/admin/recipes?eliminar=999999",
      form({ intent: "delete", id: "999999" }),
    );
    expect(response.status).toBe(404);
  });
});

describe("admin tabs: Códigos de Invitación", () => {
  it("creates, edits (prefilled) and deletes a code", async () => {
    const created = await post(
      "/admin/codes?nuevo=1",
      form({
        intent: "create",
        code: "prueba-2026",
        name: "Ana López",
        company: "Café Centro",
        email: "ana@example.com",
        phone: "",
      }),
    );
    expect(created.status).toBe(302);
    const listed = await toastAfter(created);
    expect(listed).toContain("Código creado");
    expect(listed).toContain("PRUEBA-2026");
    expect(listed).toContain("Café Centro");
    expect(listed).toContain("ana@example.com");
    const [row] = await worker.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, "PRUEBA-2026"));
    const id = String(row?.id);

    const editPage = await page(`/admin/codes?editar=${id}`);
    expect(editPage.html).toContain("Editar Código");
    expect(editPage.html).toContain('value="Ana López"');

    const updated = await post(
      `/admin/codes?editar=${id}`,
      form({
        intent: "update",
        id,
        code: "PRUEBA-2026",
        name: "Ana María López",
        company: "Café Centro",
        email: "",
        phone: "7719876543",
      }),
    );
    expect(updated.status).toBe(302);
    const afterUpdate = await toastAfter(updated);
    expect(afterUpdate).toContain("Código actualizado");
    expect(afterUpdate).toContain("Ana María López");
    expect(afterUpdate).toContain("7719876543");

    const deleted = await post(`/admin/codes?eliminar=${id}`, form({ intent: "delete", id }));
    expect(deleted.status).toBe(302);
    const afterDelete = await toastAfter(deleted);
    expect(afterDelete).toContain("Código eliminado");
    expect(afterDelete).not.toContain("PRUEBA-2026");
  });

  it("answers 400 with every validation message and keeps the input", async () => {
    const response = await post(
      "/admin/codes?nuevo=1",
      form({
        intent: "create",
        code: "",
        name: "",
        company: "",
        email: "no-es-correo",
        phone: "55 1234",
      }),
    );
    expect(response.status).toBe(400);
    const html = await readHtml(response);
    expectAllIn(html, [
      "El código es requerido",
      "El nombre es requerido",
      "La empresa es requerida",
      "El correo electrónico no es válido",
    ]);
    expect(html).toContain('value="no-es-correo"');
    expect(html).toContain('value="55 1234"');
  });

  it("answers a duplicate code with the server's message", async () => {
    const [existing] = await worker.db.select().from(invitationCodes).limit(1);
    const response = await post(
      "/admin/codes?nuevo=1",
      form({ intent: "create", code: existing?.code ?? "", name: "Otra", company: "Otra" }),
    );
    expect(response.status).toBe(409);
    const html = await readHtml(response);
    expect(html).toContain("No se pudo crear el código");
    expect(html).toContain("Ya existe un código con ese valor");
  });

  it("shows a used code's date and locks it; the server refuses to edit or delete it", async () => {
    const created = await post(
      "/admin/codes?nuevo=1",
      form({ intent: "create", code: "USADO-1", name: "Beto", company: "Restaurante Sol" }),
    );
    expect(created.status).toBe(302);
    const usedAt = new Date("2026-03-05T18:30:00Z");
    await worker.db
      .update(invitationCodes)
      .set({ isUsed: true, usedAt })
      .where(eq(invitationCodes.code, "USADO-1"));
    const [row] = await worker.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, "USADO-1"));
    const id = String(row?.id);

    const { html } = await page("/admin/codes");
    expect(html).toContain(`Usado el ${formatDateTime(usedAt)}`);
    expect(html).not.toContain(`href="/admin/codes?editar=${id}"`);
    expect(html).not.toContain(`href="/admin/codes?eliminar=${id}"`);
    for (const label of ["Editar USADO-1", "Eliminar USADO-1"]) {
      const button = html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? "";
      expect(button).toContain('disabled=""');
      expect(button).toContain('title="Un código usado no se puede editar ni eliminar"');
    }

    const edit = await post(
      `/admin/codes?editar=${id}`,
      form({ intent: "update", id, code: "USADO-1", name: "Cambiado", company: "Cambiada" }),
    );
    expect(edit.status).toBe(409);
    expect(await readHtml(edit)).toContain("Un código ya utilizado no se puede editar ni eliminar");
    const remove = await post(`/admin/codes?eliminar=${id}`, form({ intent: "delete", id }));
    expect(remove.status).toBe(409);
    const removeHtml = await readHtml(remove);
    expect(removeHtml).toContain("No se pudo eliminar el código");
    expect(removeHtml).toContain("Un código ya utilizado no se puede editar ni eliminar");
    const [unchanged] = await worker.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.id, Number(id)));
    expect(unchanged).toMatchObject({
      code: "USADO-1",
      name: "Beto",
      company: "Restaurante Sol",
      isUsed: true,
    });
  });

  it("answers a post without a known intent with 400", async () => {
    const response = await post("/admin/codes", form({ intent: "borrar-todo" }));
    expect(response.status).toBe(400);
  });
});
