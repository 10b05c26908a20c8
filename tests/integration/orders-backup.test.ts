import { asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, products } from "../../app/db/schema";
import { jsonRequest } from "../support/api";
import { readJson } from "../support/fixtures";
import { createProduct } from "../support/products";
import { downloadBackup, restoreBackup } from "../support/site-settings";
import { unescapeHtml } from "../support/html";
import { ownerOrders } from "../support/order-settings";
import { sessionCookies, workerSuite } from "../support/worker-suite";
import { placeOrderThroughApi } from "../support/place-order";

/**
 * Backups carry the orders, each with its status link, lines and history; a
 * restore puts them back as they were, and a file from before orders
 * restores with none (docs/decisions/032-orders-without-a-payment-processor.md).
 */

const worker = workerSuite();
const cookies = sessionCookies(worker);

type Json = Record<string, unknown>;

const adminSend = (method: string, path: string, body?: unknown) =>
  worker.fetch(path, jsonRequest(method, body, { Cookie: cookies.admin }));

const exportJson = (): Promise<Json> => downloadBackup(worker, cookies.admin);
const restore = (backup: unknown) => restoreBackup(worker, cookies.admin, backup);

let productId: number;
let address = 0;

async function place(quantity: number): Promise<number> {
  address += 1;
  const { id } = await placeOrderThroughApi(worker, productId, {
    quantity,
    name: "Marta Olvera",
    phone: "7711112233",
    delivery: { option: "pickup-2" },
    payment: "cash",
    clientAddress: `10.237.0.${address}`,
  });
  return id;
}

const readOrder = async (id: number) =>
  readJson<Json>(await adminSend("GET", `/api/admin/orders/${id}`));

const orderCount = async () =>
  (await worker.db.select({ value: count() }).from(orders))[0]?.value ?? 0;

let first: number;
let second: number;

beforeAll(async () => {
  expect((await adminSend("PUT", "/api/admin/site-settings/orders", ownerOrders)).status).toBe(200);
  const created = await createProduct(worker, cookies.admin, {
    name: "Miel del Respaldo",
    priceCents: 31000,
    stock: 10,
  });
  productId = created.id;
  first = await place(1);
  second = await place(2);
  const cancelled = await adminSend("PATCH", `/api/admin/orders/${second}`, {
    status: "cancelado",
    note: "Pidió por teléfono",
  });
  expect(cancelled.status).toBe(200);
});

describe("backups with orders", () => {
  it("carry each order with its link, lines and history; a restore puts them back", async () => {
    const backup = await exportJson();
    const saved = backup.orders as Json[];
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({
      id: second,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      status: "cancelado",
      totalCents: 62000,
      lines: [{ productId, productName: "Miel del Respaldo", unitCents: 31000, quantity: 2 }],
      history: [
        { status: "nuevo", note: null, changedBy: null },
        { status: "cancelado", note: "Pidió por teléfono", changedBy: "admin" },
      ],
    });
    const before = [await readOrder(first), await readOrder(second)];

    // An order placed after the file was made is not in it.
    await place(1);
    expect(await orderCount()).toBe(3);

    const response = await restore(backup);
    expect(response.status).toBe(302);
    expect(await orderCount()).toBe(2);
    expect([await readOrder(first), await readOrder(second)]).toEqual(before);
    // The stock as the file had it: 10 − 1 (the second order gave its 2 back).
    const [product] = await worker.db.select().from(products).where(eq(products.id, productId));
    expect(product?.stock).toBe(9);
  });

  it("keeps a line whose product is not in the file, without the product", async () => {
    const backup = await exportJson();
    const response = await restore({
      ...backup,
      products: (backup.products as Json[]).filter((row) => row.id !== productId),
    });
    expect(response.status).toBe(302);
    const lines = await worker.db.select().from(orderLines).orderBy(asc(orderLines.id));
    expect(lines.map((line) => [line.productId, line.productName])).toEqual([
      [null, "Miel del Respaldo"],
      [null, "Miel del Respaldo"],
    ]);
    expect(await orderCount()).toBe(2);
  });

  it("refuses a file with a broken order, naming it, and changes nothing", async () => {
    const backup = await exportJson();
    const response = await restore({
      ...backup,
      orders: (backup.orders as Json[]).map((order, index) =>
        index === 1 ? { ...order, phone: "123" } : order,
      ),
    });
    expect(response.status).toBe(400);
    expect(unescapeHtml(await response.text())).toContain(
      "Pedidos, elemento 2: El teléfono debe tener 10 dígitos (campo «phone»)",
    );
    expect(await orderCount()).toBe(2);
  });

  it("restores a file from before orders with none", async () => {
    const { orders: _orders, ...older } = await exportJson();
    const response = await restore(older);
    expect(response.status).toBe(302);
    expect(await orderCount()).toBe(0);
    expect(await worker.db.select().from(orderLines)).toEqual([]);
  });
});
