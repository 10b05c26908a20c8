import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products, stores, trashEntries } from "../../app/db/schema";
import { jsonRequest, postForm, signInAs } from "../support/api";
import { readJson, validProduct, validStore } from "../support/fixtures";
import { shownPage, shownPageText } from "../support/html";
import { STANDALONE_COOKIES } from "../support/requests";
import { nonAdminCookie } from "../support/session";
import { snapshot } from "../support/snapshots";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * 'Papelera' (/admin/papelera) without JavaScript: its list, and its form
 * posts' answers: a restore or a purge goes back with a toast, a taken slug
 * is a 409 asking for 'Nuevo slug', an unknown entry a 404; nothing changes
 * on a refusal, nor when D1 fails (docs/decisions/034-trash.md).
 */

const { worker, proxy } = proxiedWorkerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));
beforeEach(() => {
  proxy.mode = "pass";
});

const page = (path: string, cookie = admin) => shownPage(worker, path, cookie);

const post = (fields: Record<string, string>, path = "/admin/papelera", cookie = admin) =>
  postForm(worker, path, new URLSearchParams(fields), { Cookie: cookie });

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await worker.fetch(path, jsonRequest("POST", body, { Cookie: admin }));
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return readJson<T>(response);
}

async function deleted(path: string): Promise<number> {
  const response = await worker.fetch(path, jsonRequest("DELETE", undefined, { Cookie: admin }));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await readJson<{ trashId: number }>(response)).trashId;
}

/** A store made and deleted: its trash entry's id. */
async function trashedStore(name: string): Promise<{ storeId: number; trashId: number }> {
  const store = await created<{ id: number }>("/api/admin/stores", { ...validStore(), name });
  return { storeId: store.id, trashId: await deleted(`/api/admin/stores/${store.id}`) };
}

/** The page the redirect of `response` leads to, with the toast it set. */
async function followed(response: Response): Promise<string> {
  const toast = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const next = await worker.fetch(response.headers.get("Location") ?? "/", {
    headers: { Cookie: [admin, ...toast].join("; ") },
  });
  expect(next.status).toBe(200);
  return shownPageText(next);
}

const storeRow = (id: number) => worker.db.select().from(stores).where(eq(stores.id, id));
const entryRow = (id: number) =>
  worker.db.select().from(trashEntries).where(eq(trashEntries.id, id));

describe("the page", () => {
  it("lists each entry, newest first, with its kind, who deleted it and when, and its actions", async () => {
    await trashedStore("Tienda Listada Primero");
    const { trashId } = await trashedStore("Tienda Listada Después");
    const { status, html } = await page("/admin/papelera");
    expect(status).toBe(200);
    expect(html).toContain("Papelera");
    expect(html.indexOf("Tienda Listada Después")).toBeLessThan(
      html.indexOf("Tienda Listada Primero"),
    );
    expect(html).toContain("Punto de venta");
    expect(html).toMatch(/Eliminado el \d{1,2} [a-z]+ \d{4}, \d\d:\d\d por admin/);
    expect(html).toMatch(/Se guarda hasta el \d{1,2} [a-z]+ \d{4}, \d\d:\d\d/);
    expect(html).toContain('aria-label="Restaurar Tienda Listada Después"');
    expect(html).toContain(`href="/admin/papelera?eliminar=${trashId}"`);
  });

  it("?eliminar=<id> asks before deleting for good", async () => {
    const { trashId } = await trashedStore("Tienda Por Confirmar");
    const { html } = await page(`/admin/papelera?eliminar=${trashId}`);
    expect(html).toContain("¿Eliminar definitivamente «Tienda Por Confirmar»?");
    expect(html).toContain("Esta acción no se puede deshacer.");
  });

  it("is the tabs' last, 'Papelera'", async () => {
    const { html } = await page("/admin");
    expect(html).toMatch(/href="\/admin\/site"[\s\S]*href="\/admin\/papelera"[^>]*>Papelera</);
  });

  it("sends a visitor without a session, or without the admin's, to sign in; a post changes nothing", async () => {
    const { trashId } = await trashedStore("Tienda Ajena");
    const visitor = await nonAdminCookie(worker);
    const before = await snapshot(worker);
    for (const cookie of ["", visitor]) {
      const { status, response } = await page("/admin/papelera", cookie);
      expect(status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/auth?redirectTo=%2Fadmin%2Fpapelera");
      const posted = await post({ intent: "restore", id: String(trashId) }, undefined, cookie);
      expect(posted.status).toBe(302);
      expect(posted.headers.get("Location")).toMatch(/^\/admin\/auth/);
    }
    expect(await snapshot(worker)).toEqual(before);
  });

  it("in standalone mode shows the mode's notice instead of the trash", async () => {
    await trashedStore("Tienda Fuera de Línea");
    const { status, html } = await page("/admin/papelera", STANDALONE_COOKIES);
    expect(status).toBe(200);
    expect(html).toContain("La papelera no se lee en modo sin conexión");
    expect(html).not.toContain("Tienda Fuera de Línea");
  });
});

describe("its form posts", () => {
  it("'Restaurar' puts the item back: 302 to 'Papelera' with 'Restaurado' and the item's name", async () => {
    const { storeId, trashId } = await trashedStore("Tienda Restaurada");
    const response = await post({ intent: "restore", id: String(trashId) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/papelera");
    const page = await followed(response);
    expect(page).toContain("Restaurado");
    expect(page).toContain("«Tienda Restaurada»");
    expect(await storeRow(storeId)).toHaveLength(1);
    expect(await entryRow(trashId)).toEqual([]);
  });

  it("'Deshacer' goes back to the page it was on; anything but an admin page is the panel", async () => {
    const undo = async (name: string, returnTo: string) => {
      const { trashId } = await trashedStore(name);
      return post({ intent: "restore", id: String(trashId), returnTo });
    };
    const back = await undo("Tienda Deshecha", "/admin/stores");
    expect(back.headers.get("Location")).toBe("/admin/stores");
    expect(await followed(back)).toContain("Tienda Deshecha");

    const away = await undo("Tienda Deshecha Lejos", "//example.com/admin");
    expect(away.headers.get("Location")).toBe("/admin");
  });

  it("a product whose slug is taken: 409 with 'Nuevo slug' holding its slug, nothing changed; then restored under the new one", async () => {
    const body = { ...validProduct(), name: "Miel del Slug Ocupado" };
    const first = await created<{ id: number; slug: string }>("/api/admin/products", body);
    const trashId = await deleted(`/api/admin/products/${first.id}`);
    await created("/api/admin/products", body);
    const before = await snapshot(worker);

    const refused = await post({ intent: "restore", id: String(trashId) });
    expect(refused.status).toBe(409);
    const html = await shownPageText(refused);
    expect(html).toContain("El slug ya está en uso");
    expect(html).toContain("Nuevo slug");
    expect(html).toMatch(new RegExp(`name="slug"[^>]*value="${first.slug}"`));

    const invalid = await post({ intent: "restore", id: String(trashId), slug: "Con Mayúsculas" });
    expect(invalid.status).toBe(400);
    expect(await shownPageText(invalid)).toContain(
      "El slug solo puede tener minúsculas, números y guiones",
    );
    expect(await snapshot(worker)).toEqual(before);

    const restored = await post({
      intent: "restore",
      id: String(trashId),
      slug: `${first.slug}-anterior`,
    });
    expect(restored.status).toBe(302);
    const [row] = await worker.db.select().from(products).where(eq(products.id, first.id));
    expect(row?.slug).toBe(`${first.slug}-anterior`);
  });

  it("a title of 500 characters (from a backup) is cut to fit the toast, which still shows", async () => {
    const { storeId, trashId } = await trashedStore("Tienda de Título Largo");
    const title = `Tienda ${"ñ".repeat(493)}`;
    await worker.db.update(trashEntries).set({ title }).where(eq(trashEntries.id, trashId));
    const page = await followed(await post({ intent: "restore", id: String(trashId) }));
    expect(page).toContain("Restaurado");
    expect(page).toContain(`«Tienda ${"ñ".repeat(112)}…»`);
    expect(await storeRow(storeId)).toHaveLength(1);
  });

  it("'Eliminar definitivamente' deletes the entry: 302 with its toast naming it; a second time, 404", async () => {
    const { storeId, trashId } = await trashedStore("Tienda Purgada");
    const response = await post(
      { intent: "purge", id: String(trashId) },
      `/admin/papelera?eliminar=${trashId}`,
    );
    expect(response.status).toBe(302);
    const page = await followed(response);
    expect(page).toContain("Eliminado definitivamente");
    expect(page).toContain("«Tienda Purgada»");
    expect(await entryRow(trashId)).toEqual([]);
    expect(await storeRow(storeId)).toEqual([]);

    const again = await post({ intent: "purge", id: String(trashId) });
    expect(again.status).toBe(404);
    expect(await shownPageText(again)).toContain("Elemento no encontrado en la papelera");
  });

  it("an unknown entry is a 404, an unknown intent a 400; nothing changes", async () => {
    const before = await snapshot(worker);
    const missing = await post({ intent: "restore", id: "999999" });
    expect(missing.status).toBe(404);
    expect(await shownPageText(missing)).toContain("Elemento no encontrado en la papelera");
    expect((await post({ intent: "restore", id: "no" })).status).toBe(404);
    expect((await post({ intent: "vaciar", id: "1" })).status).toBe(400);
    expect(await snapshot(worker)).toEqual(before);
  });

  it("in standalone mode a restore is only simulated", async () => {
    const { storeId, trashId } = await trashedStore("Tienda Simulada");
    const response = await post(
      { intent: "restore", id: String(trashId) },
      "/admin/papelera",
      STANDALONE_COOKIES,
    );
    expect(response.status).toBe(302);
    expect(await storeRow(storeId)).toEqual([]);
    expect(await entryRow(trashId)).toHaveLength(1);
  });
});

describe("when D1 fails", () => {
  const UNAVAILABLE =
    "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.";

  it("the page is the connection-error screen, 503, as every admin page's", async () => {
    proxy.mode = "fail-all";
    const { status, html, response } = await page("/admin/papelera");
    expect(status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(html).toContain("Error de conexión");
    expect(html).toContain("Usar modo sin conexión");
  });

  it.each(["restore", "purge"])(
    "%s answers 503 with Retry-After and the reason, and changes nothing",
    async (intent) => {
      const { trashId } = await trashedStore(`Tienda Sin D1 ${intent}`);
      const before = await snapshot(worker);
      proxy.mode = "fail-writes";
      const response = await post({ intent, id: String(trashId) });
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("30");
      const html = await shownPageText(response);
      expect(html).toContain(
        intent === "purge" ? "No se pudo eliminar definitivamente" : "No se pudo restaurar",
      );
      expect(html).toContain(UNAVAILABLE);
      proxy.mode = "pass";
      expect(await snapshot(worker)).toEqual(before);
    },
  );
});
