import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  invitationCodes,
  invitationRequests,
  photoRemovals,
  products,
  recipes,
  requestStatusChanges,
  stores,
  trashEntries,
  waitlistEntries,
} from "../../app/db/schema";
import { jsonRequest, postForm, serializeFile, signInAs } from "../support/api";
import { storeCode } from "../support/codes";
import {
  expectJsonError,
  readJson,
  validProduct,
  validRecipe,
  validStore,
} from "../support/fixtures";
import { seedInboxRequests } from "../support/inbox";
import { snapshot } from "../support/snapshots";
import { DAY, ageTrashEntry } from "../support/trash";
import { todayInMexicoCity } from "../../app/shared/code-expiry";
import { JPEG_1X1, PNG_1X1, PNG_2X3 } from "../support/test-images";
import { TEST_ADMIN, alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

/**
 * The trash ('Papelera', docs/decisions/034-trash.md): every delete moves the
 * item to it, public pages forget it at once, a restore brings it back whole
 * (same id, slug, order, photos, dependents), a taken slug is a 409 that
 * changes nothing, and the daily run removes entries after 30 days and
 * queues the photos nothing else uses (trash-photos-and-backups.test.ts).
 */

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

interface Entry {
  id: number;
  kind: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}

async function listTrash(): Promise<Entry[]> {
  const response = await worker.fetch("/api/admin/trash", asAdmin("GET"));
  expect(response.status).toBe(200);
  return readJson<Entry[]>(response);
}

async function createThrough<T>(path: string, body: unknown): Promise<T> {
  const response = await worker.fetch(path, asAdmin("POST", body));
  // 201 for a new photo, 200 for one already stored.
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return readJson<T>(response);
}

async function deleteThrough(path: string): Promise<number> {
  const response = await worker.fetch(path, asAdmin("DELETE"));
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = await readJson<{ success: boolean; trashId: number }>(response);
  expect(answer).toEqual({ success: true, trashId: expect.any(Number) });
  return answer.trashId;
}

function restore(trashId: number, body?: unknown) {
  return worker.fetch(`/api/admin/trash/${trashId}/restore`, asAdmin("POST", body));
}

async function restored<T>(trashId: number, body?: unknown): Promise<T> {
  const response = await restore(trashId, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<T>(response);
}

const trashRow = async (id: number) =>
  (await worker.db.select().from(trashEntries).where(eq(trashEntries.id, id)))[0];

async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const { body, contentType } = await serializeFile("image", bytes, "foto.png", "image/png");
  const response = await worker.fetch("/api/admin/upload", {
    method: "POST",
    headers: { "Content-Type": contentType, Cookie: admin },
    body,
  });
  // 201 for a new photo, 200 for one already stored.
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return (await readJson<{ imageUrl: string }>(response)).imageUrl;
}

/** The trash entry the page's flash toast names (Remix serializes its loader data in the page). */
const toastTrashId = (html: string) => Number(/trashId\\?",(\d+)/.exec(html)?.[1]);

const hashOf = (url: string) => /([a-f0-9]{64})/.exec(url)?.[1] ?? "";

async function r2KeysOf(hash: string): Promise<string[]> {
  return (await worker.storage.r2Objects())
    .map((object) => object.key)
    .filter((key) => key.startsWith(hash));
}

async function manifestHas(hash: string): Promise<boolean> {
  const manifest = JSON.parse((await worker.storage.kvGet("image-manifest")) ?? "{}") as Record<
    string,
    unknown
  >;
  return Object.hasOwn(manifest, hash);
}

interface ShownProduct {
  id: number;
  slug: string;
  name: string;
  displayOrder: number;
  imageUrls: string[];
  mainImageUrl: string;
}

/** A product every public page and list shows, and one none does. */
const SHOWN = { page: 200, list: true, sitemap: true, prices: true, api: true };
const GONE = { page: 404, list: false, sitemap: false, prices: false, api: false };

/** Whether a public page or list shows the product. */
async function publicly(product: { slug: string; name: string }) {
  const [page, list, sitemap, prices, api] = await Promise.all([
    worker.fetch(`/products/${product.slug}`),
    worker.fetch("/products").then((response) => response.text()),
    worker.fetch("/sitemap.xml").then((response) => response.text()),
    worker.fetch("/lista-de-precios").then((response) => response.text()),
    worker.fetch("/api/products").then((response) => readJson<ShownProduct[]>(response)),
  ]);
  return {
    page: page.status,
    list: list.includes(product.name),
    sitemap: sitemap.includes(`/products/${product.slug}<`),
    prices: prices.includes(product.name),
    api: api.some((shown) => shown.slug === product.slug),
  };
}

describe("a product", () => {
  it("deleted, leaves every public page at once; restored, comes back whole", async () => {
    const photo = await upload(PNG_2X3);
    const created = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel de la Papelera",
      imageUrls: [photo, "/images/miel-cruda-1.webp"],
      mainImageUrl: photo,
      availability: "agotado",
    });
    await worker.db.insert(waitlistEntries).values([
      { productId: created.id, name: "Lucía Ortega", phone: "7715550101" },
      { productId: created.id, name: "Pablo Ríos", email: "pablo@ejemplo.example" },
    ]);
    const [row] = await worker.db.select().from(products).where(eq(products.id, created.id));
    const entries = await worker.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.productId, created.id));
    expect(await publicly(created)).toEqual(SHOWN);

    const trashId = await deleteThrough(`/api/admin/products/${created.id}`);
    expect(await worker.db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
    expect(
      await worker.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.productId, created.id)),
    ).toEqual([]);
    expect(await publicly(created)).toEqual(GONE);
    // Its photo stays in R2 while it is in the trash.
    expect(await r2KeysOf(hashOf(photo))).not.toEqual([]);
    const [listed] = await listTrash();
    expect(listed).toEqual({
      id: trashId,
      kind: "product",
      title: "Miel de la Papelera",
      deletedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deletedBy: TEST_ADMIN.username,
    });

    const back = await restored<ShownProduct & { orderable: boolean }>(trashId);
    expect(back).toMatchObject({
      id: created.id,
      slug: created.slug,
      displayOrder: created.displayOrder,
      imageUrls: [photo, "/images/miel-cruda-1.webp"],
      mainImageUrl: photo,
    });
    expect(await worker.db.select().from(products).where(eq(products.id, created.id))).toEqual([
      row,
    ]);
    expect(
      await worker.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.productId, created.id)),
    ).toEqual(entries);
    expect(await trashRow(trashId)).toBeUndefined();
    expect(await publicly(created)).toEqual(SHOWN);
  });

  it("whose slug was taken meanwhile: 409 'El slug ya está en uso', nothing changed; a new slug restores it", async () => {
    const first = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel Repetida",
    });
    const trashId = await deleteThrough(`/api/admin/products/${first.id}`);
    const second = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel Repetida",
    });
    expect(second.slug).toBe(first.slug);

    const before = await snapshot(worker);
    await expectJsonError(await restore(trashId), 409, { error: "El slug ya está en uso" });
    await expectJsonError(await restore(trashId, { slug: second.slug }), 409, {
      error: "El slug ya está en uso",
    });
    expect((await restore(trashId, { slug: "Con Mayúsculas" })).status).toBe(400);
    expect((await restore(trashId, { slug: "miel-nueva", extra: 1 })).status).toBe(400);
    expect(await snapshot(worker)).toEqual(before);
    expect(await trashRow(trashId)).toBeDefined();

    const back = await restored<ShownProduct>(trashId, { slug: "miel-repetida-original" });
    expect(back).toMatchObject({ id: first.id, slug: "miel-repetida-original" });
    expect((await worker.fetch("/products/miel-repetida-original")).status).toBe(200);
    expect((await worker.fetch(`/products/${second.slug}`)).status).toBe(200);
  });

  it("deleted from the page goes to the trash, and the toast names its entry", async () => {
    const created = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel del Formulario",
    });
    const response = await postForm(
      worker,
      "/admin?index",
      new URLSearchParams({ intent: "delete", id: String(created.id) }),
      { Cookie: admin },
    );
    expect(response.status).toBe(302);
    const [entry] = await listTrash();
    expect(entry).toMatchObject({ kind: "product", title: "Miel del Formulario" });
    const toast = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const next = await worker.fetch("/admin", {
      headers: { Cookie: [admin, ...toast].join("; ") },
    });
    const html = await next.text();
    expect(html).toContain("Producto eliminado");
    expect(toastTrashId(html)).toBe(entry?.id);
  });
});

describe("stores, recipes and invitation codes", () => {
  it("a store and a recipe come back with their ids and fields", async () => {
    const store = await createThrough<{ id: number }>("/api/admin/stores", validStore());
    const recipe = await createThrough<{ id: number }>("/api/admin/recipes", validRecipe());
    const storeTrash = await deleteThrough(`/api/admin/stores/${store.id}`);
    const recipeTrash = await deleteThrough(`/api/admin/recipes/${recipe.id}`);
    expect(await worker.db.select().from(stores).where(eq(stores.id, store.id))).toEqual([]);
    expect(await worker.db.select().from(recipes).where(eq(recipes.id, recipe.id))).toEqual([]);
    expect((await listTrash()).slice(0, 2).map((entry) => entry.kind)).toEqual(["recipe", "store"]);

    expect(await restored(storeTrash)).toEqual(store);
    expect(await restored(recipeTrash)).toEqual(recipe);
    const storesList = await readJson<{ id: number }[]>(await worker.fetch("/api/stores"));
    expect(storesList).toContainEqual(store);
  });

  it("a code comes back unless its value was taken; a used code is still refused", async () => {
    const code = await createThrough<{ id: number; code: string }>("/api/admin/invitation-codes", {
      code: "PAPELERA-01",
      name: "Invitada",
      company: "Cata",
      email: null,
      phone: null,
      isUsed: false,
    });
    const trashId = await deleteThrough(`/api/admin/invitation-codes/${code.id}`);
    const taken = await createThrough<{ id: number }>("/api/admin/invitation-codes", {
      code: "PAPELERA-01",
      name: "Otra",
      company: "Cata",
      email: null,
      phone: null,
      isUsed: false,
    });
    const before = await snapshot(worker);
    await expectJsonError(await restore(trashId), 409, {
      error: "Ya existe un código con ese valor",
    });
    expect(await snapshot(worker)).toEqual(before);
    await deleteThrough(`/api/admin/invitation-codes/${taken.id}`);
    expect(await restored(trashId)).toEqual(code);

    await storeCode(worker, "PAPELERA-USADO", { name: "Usada", company: "Cata", isUsed: true });
    const [used] = await worker.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, "PAPELERA-USADO"));
    const refused = await worker.fetch(
      `/api/admin/invitation-codes/${used?.id}`,
      asAdmin("DELETE"),
    );
    await expectJsonError(refused, 409, {
      error: "Un código ya utilizado no se puede editar ni eliminar",
    });
  });
});

describe("requests and waiting-list entries", () => {
  let requestIds: number[] = [];
  beforeAll(async () => {
    requestIds = await seedInboxRequests(worker, admin);
  });

  it("DELETE /api/admin/requests/{id} moves a request with its history; restored, both are back", async () => {
    const id = requestIds[1] ?? 0;
    const [row] = await worker.db
      .select()
      .from(invitationRequests)
      .where(eq(invitationRequests.id, id));
    const history = await worker.db
      .select()
      .from(requestStatusChanges)
      .where(eq(requestStatusChanges.requestId, id));
    expect(history.length).toBeGreaterThan(0);

    const trashId = await deleteThrough(`/api/admin/requests/${id}`);
    expect((await worker.fetch(`/api/admin/requests/${id}`, asAdmin("GET"))).status).toBe(404);
    expect(
      await worker.db
        .select()
        .from(requestStatusChanges)
        .where(eq(requestStatusChanges.requestId, id)),
    ).toEqual([]);
    expect((await listTrash())[0]).toMatchObject({ kind: "request", title: row?.name });

    const back = await restored<{ id: number; history: unknown[] }>(trashId);
    expect(back.id).toBe(id);
    expect(back.history.length).toBe(history.length);
    expect(
      await worker.db.select().from(invitationRequests).where(eq(invitationRequests.id, id)),
    ).toEqual([row]);
    expect(
      await worker.db
        .select()
        .from(requestStatusChanges)
        .where(eq(requestStatusChanges.requestId, id)),
    ).toEqual(history);
  });

  it("the request page's intent=delete goes to the list with a toast naming the entry", async () => {
    const id = requestIds[0] ?? 0;
    const response = await postForm(
      worker,
      `/admin/requests/${id}`,
      new URLSearchParams({ intent: "delete" }),
      { Cookie: admin },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/requests");
    const [entry] = await listTrash();
    expect(entry).toMatchObject({ kind: "request" });
    const toast = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const html = await (
      await worker.fetch("/admin/requests", { headers: { Cookie: [admin, ...toast].join("; ") } })
    ).text();
    expect(html).toContain("Solicitud eliminada");
    expect(toastTrashId(html)).toBe(entry?.id);
    await restored(entry?.id ?? 0);
  });

  it("a waiting-list entry: ?kind=waitlist and its page delete it; restored, unless its product is gone", async () => {
    const product = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel en Espera",
      availability: "agotado",
    });
    const [entry] = await worker.db
      .insert(waitlistEntries)
      .values({ productId: product.id, name: "Marta Gil", phone: "7715550177" })
      .returning();
    const id = entry?.id ?? 0;
    await expectJsonError(
      await worker.fetch(`/api/admin/requests/${id}?kind=otro`, asAdmin("DELETE")),
      400,
      { error: "Tipo no válido", fieldErrors: { kind: ["Tipo no válido"] } },
    );
    const trashId = await deleteThrough(`/api/admin/requests/${id}?kind=waitlist`);
    expect(
      await worker.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)),
    ).toEqual([]);
    expect(await restored<{ id: number }>(trashId)).toMatchObject({ id, name: "Marta Gil" });

    const page = await postForm(
      worker,
      `/admin/requests/lista-de-espera/${id}`,
      new URLSearchParams({ intent: "delete" }),
      { Cookie: admin },
    );
    expect(page.status).toBe(302);
    const [again] = await listTrash();
    expect(again).toMatchObject({ kind: "waitlist-entry", title: "Marta Gil" });

    // Its product deleted meanwhile: a 409 that says so, nothing changed.
    const productTrash = await deleteThrough(`/api/admin/products/${product.id}`);
    const before = await snapshot(worker);
    await expectJsonError(await restore(again?.id ?? 0), 409, {
      error: "El producto de esta entrada ya no existe; restaura primero el producto",
    });
    expect(await snapshot(worker)).toEqual(before);
    await restored(productTrash);
    expect(await restored<{ id: number }>(again?.id ?? 0)).toMatchObject({ id });
  });
});

describe("the trash's own routes", () => {
  it("an unknown entry is a 404 'Elemento no encontrado en la papelera'", async () => {
    for (const [method, path] of [
      ["POST", "/api/admin/trash/999999/restore"],
      ["DELETE", "/api/admin/trash/999999"],
      ["POST", "/api/admin/trash/abc/restore"],
    ] as const) {
      await expectJsonError(await worker.fetch(path, asAdmin(method)), 404, {
        error: "Elemento no encontrado en la papelera",
      });
    }
  });

  it("admins only: 401 without a session", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/trash"],
      ["POST", "/api/admin/trash/1/restore"],
      ["DELETE", "/api/admin/trash/1"],
    ] as const) {
      expect((await worker.fetch(path, jsonRequest(method))).status, path).toBe(401);
    }
  });

  it("DELETE /api/admin/trash/{id} purges the entry: 200, gone, a restore then 404", async () => {
    const store = await createThrough<{ id: number }>("/api/admin/stores", validStore());
    const trashId = await deleteThrough(`/api/admin/stores/${store.id}`);
    const response = await worker.fetch(`/api/admin/trash/${trashId}`, asAdmin("DELETE"));
    expect(response.status).toBe(200);
    expect(await trashRow(trashId)).toBeUndefined();
    expect((await restore(trashId)).status).toBe(404);
  });
});

describe("backups", () => {
  const exportJson = async () => {
    const response = await worker.fetch("/backup.json", { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const restoreFile = (backup: unknown) =>
    postForm(
      worker,
      "/backup",
      new URLSearchParams({ intent: "restore", backup: JSON.stringify(backup) }),
      { Cookie: admin },
    );
  const trashRows = () => worker.db.select().from(trashEntries).orderBy(trashEntries.id);

  it("an entry whose copy this version cannot read: its restore is a 409 that keeps it, and backups leave it out", async () => {
    const outdated = await worker.db
      .insert(trashEntries)
      .values([
        { kind: "store", itemId: 990, title: "Tienda De Otra Versión", snapshot: "{ no es JSON" },
        {
          kind: "product",
          itemId: 991,
          title: "Miel De Otra Versión",
          snapshot: JSON.stringify({ row: { id: 991, nombre: "Miel" }, dependents: [] }),
        },
      ])
      .returning();
    try {
      for (const entry of outdated) {
        const response = await worker.fetch(
          `/api/admin/trash/${entry.id}/restore`,
          asAdmin("POST"),
        );
        await expectJsonError(response, 409, {
          error:
            "Esta copia es de otra versión del sitio y ya no se puede restaurar; sigue en la papelera",
        });
        expect(await trashRow(entry.id)).toBeDefined();
      }
      const backup = await exportJson();
      const ids = (backup.trash as { id: number }[]).map((entry) => entry.id);
      expect(ids).not.toContain(outdated[0]?.id);
      expect(ids).not.toContain(outdated[1]?.id);
      expect((await restoreFile(backup)).status).toBe(302);
      expect(alarmingLogs(worker)).toEqual([]);
    } finally {
      await worker.db.delete(trashEntries).where(eq(trashEntries.title, "Tienda De Otra Versión"));
      await worker.db.delete(trashEntries).where(eq(trashEntries.title, "Miel De Otra Versión"));
    }
  });

  it("carry the trash, and a restore puts it back; an older file restores to an empty trash", async () => {
    const product = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel del Respaldo",
    });
    const trashId = await deleteThrough(`/api/admin/products/${product.id}`);
    const rows = await trashRows();
    const backup = await exportJson();
    expect(backup.trash).toContainEqual({
      id: trashId,
      kind: "product",
      itemId: product.id,
      title: "Miel del Respaldo",
      snapshot: expect.objectContaining({ row: expect.objectContaining({ slug: product.slug }) }),
      deletedAt: expect.any(String),
      deletedBy: TEST_ADMIN.username,
    });

    await worker.fetch(`/api/admin/trash/${trashId}`, asAdmin("DELETE"));
    expect((await restoreFile(backup)).status).toBe(302);
    expect(await trashRows()).toEqual(rows);
    // What the file's trash holds restores as any entry does.
    expect(await restored<ShownProduct>(trashId)).toMatchObject({
      id: product.id,
      slug: product.slug,
    });

    const { trash: _trash, ...older } = backup;
    expect((await restoreFile(older)).status).toBe(302);
    expect(await trashRows()).toEqual([]);
  });

  it("refuse a file whose trash entry is not valid, and change nothing", async () => {
    const backup = await exportJson();
    const before = await snapshot(worker);
    const spoiled = {
      ...backup,
      trash: [
        {
          id: 1,
          kind: "product",
          itemId: 1,
          title: "Roto",
          snapshot: { row: { id: 1, name: 3 }, dependents: [] },
          deletedAt: "2026-11-01T00:00:00.000Z",
          deletedBy: null,
        },
      ],
    };
    const response = await restoreFile(spoiled);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      "Papelera, elemento 1: La copia del elemento no es válida",
    );
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("expiry", () => {
  it("after 30 days the daily run removes entries, and queues the photos nothing else uses", async () => {
    const shared = await upload(PNG_1X1);
    const own = await upload(JPEG_1X1);
    const keptProduct = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel que Queda",
      imageUrls: [shared],
      mainImageUrl: shared,
    });
    const expiring = await createThrough<ShownProduct>("/api/admin/products", {
      ...validProduct(),
      name: "Miel que Caduca",
      imageUrls: [own, shared],
      mainImageUrl: own,
    });
    const recipe = await createThrough<{ id: number }>("/api/admin/recipes", {
      ...validRecipe(),
      imageUrl: own,
    });
    const oldTrash = await deleteThrough(`/api/admin/products/${expiring.id}`);
    const youngTrash = await deleteThrough(`/api/admin/recipes/${recipe.id}`);
    const now = Date.now();
    await ageTrashEntry(worker, oldTrash, now);

    // Day 29 of the young entry: the old one goes; its photo stays, the recipe in the trash holds it.
    expect((await worker.scheduled(new Date(now + 1000))).outcome).toBe("ok");
    expect(await trashRow(oldTrash)).toBeUndefined();
    expect(await trashRow(youngTrash)).toBeDefined();
    expect(await r2KeysOf(hashOf(own))).not.toEqual([]);
    expect(await manifestHas(hashOf(own))).toBe(true);
    expect(await r2KeysOf(hashOf(shared))).not.toEqual([]);

    expect(await worker.db.select().from(photoRemovals)).toEqual([]);

    // 31 days on, the recipe's entry goes too, and the photo nothing else uses
    // is queued: the first run's backup, still kept, names it
    // (trash-photos-and-backups.test.ts follows it until it goes).
    const later = new Date(now + 31 * DAY);
    expect((await worker.scheduled(later)).outcome).toBe("ok");
    expect(await trashRow(youngTrash)).toBeUndefined();
    expect(await worker.db.select().from(photoRemovals)).toEqual([
      { hash: hashOf(own), unusedOn: todayInMexicoCity(later) },
    ]);
    expect(await r2KeysOf(hashOf(own))).not.toEqual([]);
    expect(await manifestHas(hashOf(own))).toBe(true);
    // A live product's photo stays.
    expect(await r2KeysOf(hashOf(shared))).not.toEqual([]);
    expect(await manifestHas(hashOf(shared))).toBe(true);
    expect((await worker.fetch(`/products/${keptProduct.slug}`)).status).toBe(200);
    expect(alarmingLogs(worker)).toEqual([]);
  });
});
