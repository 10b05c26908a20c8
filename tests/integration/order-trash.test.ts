/**
 * Orders in the trash (docs/decisions/034-trash.md): a cancelled or
 * delivered order is deleted through the API or its page, leaves the list
 * and its private link; a restore brings back the same id, number, lines,
 * history and link; an order that still holds units is refused 409 with
 * nothing changed; the daily run removes it for good after 30 days; backups
 * carry it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  orderLines,
  orderStatusChanges,
  orders,
  products,
  trashEntries,
} from "../../app/db/schema";
import { formRequest, jsonRequest, postForm, signInAs } from "../support/api";
import { readError, readJson } from "../support/fixtures";
import { takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";
import { placeOrderThroughApi } from "../support/place-order";
import { ageTrashEntry } from "../support/trash";

const worker = workerSuite();
let admin: string;
let honey: CreatedProduct;

beforeAll(async () => {
  admin = await signInAs(worker);
  await takeOrders(worker, admin);
  honey = await createProduct(worker, admin, {
    name: "Miel De La Papelera",
    priceCents: 22000,
    stock: 50,
  });
});

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

/** Places an order of 2 jars and moves it along `path`; answers its id, number and link. */
async function orderIn(name: string, path: string[]) {
  const { id, number, statusUrl } = await placeOrderThroughApi(worker, honey.id, { name });
  for (const status of path) {
    const moved = await worker.fetch(`/api/admin/orders/${id}`, asAdmin("PATCH", { status }));
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return { id, number, statusPath: new URL(statusUrl, "http://x").pathname };
}

async function stored(id: number) {
  const [[order], lines, history] = await worker.db.batch([
    worker.db.select().from(orders).where(eq(orders.id, id)),
    worker.db.select().from(orderLines).where(eq(orderLines.orderId, id)),
    worker.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)),
  ]);
  return { order, lines, history };
}

async function stockOf(id: number) {
  const [row] = await worker.db.select().from(products).where(eq(products.id, id));
  return row?.stock;
}

const listed = async (number: string) =>
  (await (await worker.fetch("/admin/orders", { headers: { Cookie: admin } })).text()).includes(
    number,
  );

async function restore(trashId: number) {
  const response = await worker.fetch(`/api/admin/trash/${trashId}/restore`, asAdmin("POST"));
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<{ id: number; number: string }>(response);
}

describe("deleting an order", () => {
  it.each([
    ["cancelled", ["cancelado"]],
    ["delivered", ["confirmado", "pagado", "listo-para-recoger", "entregado"]],
  ])("a %s order goes to the trash through the API and comes back whole", async (_, path) => {
    const placed = await orderIn("Lucía Hernández", path);
    const before = await stored(placed.id);
    const stock = await stockOf(honey.id);
    expect(await listed(placed.number)).toBe(true);

    const response = await worker.fetch(`/api/admin/orders/${placed.id}`, asAdmin("DELETE"));
    expect(response.status).toBe(200);
    const answer = await readJson<{ success: boolean; trashId: number }>(response);
    const { trashId } = answer;
    expect(answer).toEqual({ success: true, trashId: expect.any(Number) });
    const [entry] = await worker.db.select().from(trashEntries).where(eq(trashEntries.id, trashId));
    expect(entry).toMatchObject({ kind: "order", title: `${placed.number} · Lucía Hernández` });
    expect(await stored(placed.id)).toEqual({ order: undefined, lines: [], history: [] });
    expect(await listed(placed.number)).toBe(false);
    expect((await worker.fetch(placed.statusPath)).status).toBe(404);
    expect((await worker.fetch(`/api/admin/orders/${placed.id}`, asAdmin("DELETE"))).status).toBe(
      404,
    );

    expect(await restore(trashId)).toMatchObject({ id: placed.id, number: placed.number });
    expect(await stored(placed.id)).toEqual(before);
    expect(await listed(placed.number)).toBe(true);
    expect((await worker.fetch(placed.statusPath)).status).toBe(200);
    expect(await stockOf(honey.id)).toBe(stock);
  });

  it("a cancelled order goes to the trash from its page, the toast naming the entry", async () => {
    const placed = await orderIn("Marta Página", ["cancelado"]);
    const confirm = await worker.fetch(`/admin/orders/${placed.id}?eliminar=${placed.id}`, {
      headers: { Cookie: admin },
    });
    expect(await confirm.text()).toContain(`¿Eliminar «${placed.number} · Marta Página»?`);
    const response = await worker.fetch(
      `/admin/orders/${placed.id}?eliminar=${placed.id}`,
      formRequest({ intent: "delete", id: String(placed.id) }, { Cookie: admin }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/orders");
    const [entry] = await worker.db
      .select()
      .from(trashEntries)
      .where(eq(trashEntries.itemId, placed.id));
    expect(entry?.kind).toBe("order");
    const toast = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const list = await worker.fetch("/admin/orders", {
      headers: { Cookie: [admin, ...toast].join("; ") },
    });
    const html = await list.text();
    expect(html).toContain("Pedido eliminado");
    expect(html).not.toContain(placed.number);
    expect((await worker.fetch(placed.statusPath)).status).toBe(404);
  });

  it("an order that holds units is refused 409 with nothing changed, and its page says why", async () => {
    const placed = await orderIn("Nora Nueva", []);
    const before = await snapshot(worker);
    const response = await worker.fetch(`/api/admin/orders/${placed.id}`, asAdmin("DELETE"));
    expect(response.status).toBe(409);
    expect((await readError(response)).error).toBe(
      "Cancela el pedido antes de eliminarlo: así sus unidades vuelven a las existencias",
    );
    const fromPage = await worker.fetch(
      `/admin/orders/${placed.id}`,
      formRequest({ intent: "delete", id: String(placed.id) }, { Cookie: admin }),
    );
    expect(fromPage.status).toBe(409);
    expect(await snapshot(worker)).toEqual(before);
    const html = await (
      await worker.fetch(`/admin/orders/${placed.id}`, { headers: { Cookie: admin } })
    ).text();
    expect(html).toContain("Cancela el pedido antes de eliminarlo");
    expect(html).not.toContain(`?eliminar=${placed.id}"`);
  });

  it("the daily run removes a deleted order for good after 30 days", async () => {
    const placed = await orderIn("Olga Olvidada", ["cancelado"]);
    const response = await worker.fetch(`/api/admin/orders/${placed.id}`, asAdmin("DELETE"));
    const { trashId } = await readJson<{ trashId: number }>(response);
    const now = Date.now();
    await ageTrashEntry(worker, trashId, now);
    expect((await worker.scheduled(new Date(now + 1000))).outcome).toBe("ok");
    expect(await worker.db.select().from(trashEntries).where(eq(trashEntries.id, trashId))).toEqual(
      [],
    );
    expect(
      (await worker.fetch(`/api/admin/trash/${trashId}/restore`, asAdmin("POST"))).status,
    ).toBe(404);
  });

  it("backups carry an order in the trash and a restore puts it back", async () => {
    const placed = await orderIn("Berta Respaldo", [
      "confirmado",
      "pagado",
      "listo-para-recoger",
      "entregado",
    ]);
    const before = await stored(placed.id);
    const response = await worker.fetch(`/api/admin/orders/${placed.id}`, asAdmin("DELETE"));
    const { trashId } = await readJson<{ trashId: number }>(response);
    const exported = await worker.fetch("/backup.json", { headers: { Cookie: admin } });
    const backup = (await exported.json()) as Record<string, unknown>;
    await worker.fetch(`/api/admin/trash/${trashId}`, asAdmin("DELETE"));
    const restored = await postForm(
      worker,
      "/backup",
      new URLSearchParams({ intent: "restore", backup: JSON.stringify(backup) }),
      { Cookie: admin },
    );
    expect(restored.status).toBe(302);
    expect(await restore(trashId)).toMatchObject({ id: placed.id, number: placed.number });
    expect(await stored(placed.id)).toEqual(before);
  });
});

describe("a deleted product that comes back", () => {
  it("names its orders' lines again, so cancelling one returns its units", async () => {
    const chili = await createProduct(worker, admin, {
      name: "Chile De Vuelta",
      priceCents: 15000,
      stock: 10,
    });
    const { id } = await placeOrderThroughApi(worker, chili.id, { name: "Rosa Vuelta" });
    expect(await stockOf(chili.id)).toBe(8);
    const deleted = await worker.fetch(`/api/admin/products/${chili.id}`, asAdmin("DELETE"));
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const { trashId } = await readJson<{ trashId: number }>(deleted);
    expect((await stored(id)).lines.map((line) => line.productId)).toEqual([null]);

    const response = await worker.fetch(`/api/admin/trash/${trashId}/restore`, asAdmin("POST"));
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await stored(id)).lines.map((line) => line.productId)).toEqual([chili.id]);

    const cancelled = await worker.fetch(
      `/api/admin/orders/${id}`,
      asAdmin("PATCH", { status: "cancelado" }),
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await stockOf(chili.id)).toBe(10);
  });
});
