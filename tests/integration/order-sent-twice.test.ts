/**
 * The same order sent twice is stored once
 * (docs/decisions/032-orders-without-a-payment-processor.md): the checkout's
 * form carries a key of its own, which becomes the order's private link. A
 * double click without script, two requests at once or an API client's retry
 * answer the order the first one stored, and take its units once.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "../../app/db/schema";
import { formRequest, jsonRequest, signInAs } from "../support/api";
import { Visitor } from "../support/bag";
import { shownPageText } from "../support/html";
import { pickupBuyer as buyer, takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let admin: string;

/** A product at $150 with `stock` units counted. */
const orderable = (name: string, stock: number) =>
  createProduct(worker, admin, { name, priceCents: 15000, stock });

const stockOf = async (product: CreatedProduct) =>
  (await worker.db.select().from(products).where(eq(products.id, product.id)))[0]?.stock;

const ordersWithToken = (token: string) =>
  worker.db.select().from(orders).where(eq(orders.token, token));

/** A visitor with `quantity` of `product` in the bag, and the key of the checkout's form drawn for them. */
async function atCheckout(product: CreatedProduct, quantity: number) {
  const visitor = new Visitor(worker);
  await visitor.add(product.id, quantity);
  const page = await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } });
  expect(page.status).toBe(200);
  const key = /<input type="hidden" name="checkoutKey" value="([^"]+)"/.exec(
    await page.text(),
  )?.[1];
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { visitor, key: key ?? "" };
}

const sendCheckout = (visitor: Visitor, key: string) =>
  worker.fetch("/pedido", formRequest({ ...buyer, checkoutKey: key }, { Cookie: visitor.cookie }));

beforeAll(async () => {
  admin = await signInAs(worker);
  await takeOrders(worker, admin);
});

describe("the checkout's form sent twice", () => {
  it("draws a new key each time the form is drawn", async () => {
    const honey = await orderable("Miel Del Formulario", 5);
    const first = await atCheckout(honey, 1);
    const second = await atCheckout(honey, 1);
    expect(first.key).not.toBe(second.key);
  });

  it("stores one order after a double click and shows it both times", async () => {
    const honey = await orderable("Miel Del Doble Clic", 9);
    const { visitor, key } = await atCheckout(honey, 2);

    const first = await sendCheckout(visitor, key);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/pedido/${key}`);
    // The browser dropped the first answer for the second: its cookies never arrived.
    const again = await sendCheckout(visitor, key);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`/pedido/${key}`);

    expect(await ordersWithToken(key)).toHaveLength(1);
    expect(await stockOf(honey)).toBe(7);
    visitor.keep(again);
    expect(visitor.count()).toBe("");
    const shown = await worker.fetch(`/pedido/${key}`, {
      headers: { Cookie: again.headers.get("Set-Cookie") ?? "" },
    });
    expect(await shownPageText(shown)).toContain("Miel Del Doble Clic");
  });

  it("stores one order when both arrive at once", async () => {
    const honey = await orderable("Miel A La Vez", 9);
    const { visitor, key } = await atCheckout(honey, 3);

    const answers = await Promise.all([sendCheckout(visitor, key), sendCheckout(visitor, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    expect(answers.map((answer) => answer.headers.get("Location"))).toEqual([
      `/pedido/${key}`,
      `/pedido/${key}`,
    ]);
    expect(await ordersWithToken(key)).toHaveLength(1);
    expect(await stockOf(honey)).toBe(6);
  });

  it("still refuses an empty bag whose form placed nothing", async () => {
    const honey = await orderable("Miel Sin Pedido", 4);
    const { visitor, key } = await atCheckout(honey, 1);
    await visitor.post({ intent: "remove", productId: String(honey.id) });

    const refused = await sendCheckout(visitor, key);
    expect(refused.status).toBe(400);
    expect(await shownPageText(refused)).toContain("Tu bolsa está vacía");
    expect(await ordersWithToken(key)).toHaveLength(0);
  });
});

describe("POST /api/orders with a checkoutKey", () => {
  const order = (productId: number, checkoutKey: unknown) =>
    jsonRequest("POST", {
      items: [{ productId, quantity: 2 }],
      name: "Lucía Hernández",
      phone: "771 123 4567",
      delivery: { option: "pickup-1" },
      payment: "transfer",
      consent: true,
      checkoutKey,
    });

  it("answers the stored order, 200, when the same key comes again", async () => {
    const honey = await orderable("Miel Reintentada", 2);
    const key = "k".repeat(43);

    const created = await worker.fetch("/api/orders", order(honey.id, key));
    expect(created.status).toBe(201);
    const first = (await created.json()) as { number: string; statusUrl: string };
    expect(first.statusUrl).toBe(`/pedido/${key}`);

    // The first took the last units: the retry would be refused, yet it answers the stored order.
    const retried = await worker.fetch("/api/orders", order(honey.id, key));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(first);
    expect(await ordersWithToken(key)).toHaveLength(1);
    expect(await stockOf(honey)).toBe(0);
  });

  it("takes the units once when the retry could be stored again", async () => {
    const honey = await orderable("Miel De Sobra", 9);
    const key = "s".repeat(43);
    expect((await worker.fetch("/api/orders", order(honey.id, key))).status).toBe(201);
    // Priced again and sent as a new batch: the order's link is taken, so nothing of it is kept.
    const retried = await worker.fetch("/api/orders", order(honey.id, key));
    expect(retried.status).toBe(200);
    expect(await ordersWithToken(key)).toHaveLength(1);
    expect(await stockOf(honey)).toBe(7);
  });

  it("refuses a key of another form, 400, with its message", async () => {
    const honey = await orderable("Miel De Clave Rara", 3);
    const refused = await worker.fetch("/api/orders", order(honey.id, "clave-corta"));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      "La clave del pedido no es válida: vuelve a abrir «Hacer pedido» e intenta de nuevo",
    );
    expect(await stockOf(honey)).toBe(3);
  });
});
