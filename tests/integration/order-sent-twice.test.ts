/**
 * The same order sent twice is stored once
 * (docs/decisions/032-orders-without-a-payment-processor.md): the checkout's
 * form carries a key of its own, and the order's private link is the key
 * signed with the Worker's key. A double click without script, two requests
 * at once or an API client's retry answer the order the first one stored,
 * take its units once and send the owner one e-mail; the same key with
 * another order is refused.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, products } from "../../app/db/schema";
import { ORDER_SUBMISSIONS } from "../../app/services/order-limits.server";
import { freshAddresses } from "../support/addresses";
import { formRequest, jsonRequest, signInAs } from "../support/api";
import { setCookies, Visitor } from "../support/bag";
import { emailsAfter } from "../support/emails";
import { shownPageText } from "../support/html";
import { pickupBuyer as buyer, takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite({
  notify: { to: "dueno@miel-prueba.example", from: "avisos@miel-prueba.example" },
});
let admin: string;
const freshAddress = freshAddresses("10.242");

const ORDER_PAGE = /^\/pedido\/([A-Za-z0-9_-]{43})$/;

/** A product at $150 with `stock` units counted. */
const orderable = (name: string, stock: number) =>
  createProduct(worker, admin, { name, priceCents: 30000, stock });

const stockOf = async (product: CreatedProduct) =>
  (await worker.db.select().from(products).where(eq(products.id, product.id)))[0]?.stock;

/** The stored orders with a line of `product`. */
const ordersOf = (product: CreatedProduct) =>
  worker.db
    .selectDistinct({ token: orders.token })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orderLines.productId, product.id));

/** The token of the private page an answer sends the buyer to. */
const linkedToken = (location: string | null | undefined) =>
  ORDER_PAGE.exec(location ?? "")?.[1] ?? "";

/** A key as the checkout draws one. */
const drawnKey = () => randomBytes(32).toString("base64url");

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
    const token = linkedToken(first.headers.get("Location"));
    // The link is not the key the page carried.
    expect(token).not.toBe("");
    expect(token).not.toBe(key);
    // The browser dropped the first answer for the second: its cookies never arrived.
    const again = await sendCheckout(visitor, key);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`/pedido/${token}`);

    const stored = await ordersOf(honey);
    expect(stored.map((order) => order.token)).toEqual([token]);
    expect(await stockOf(honey)).toBe(7);
    visitor.keep(again);
    expect(visitor.count()).toBe("");
    const toast = [...setCookies(again)].map(([name, value]) => `${name}=${value}`).join("; ");
    const shown = await shownPageText(
      await worker.fetch(`/pedido/${token}`, { headers: { Cookie: toast } }),
    );
    expect(shown).toContain("Pedido recibido");
    expect(shown).toContain("Miel Del Doble Clic");
  });

  it("stores one order when both arrive at once", async () => {
    const honey = await orderable("Miel A La Vez", 9);
    const { visitor, key } = await atCheckout(honey, 3);

    const answers = await Promise.all([sendCheckout(visitor, key), sendCheckout(visitor, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    const [first, second] = answers.map((answer) => linkedToken(answer.headers.get("Location")));
    expect(first).not.toBe("");
    expect(second).toBe(first);
    expect((await ordersOf(honey)).map((order) => order.token)).toEqual([first]);
    expect(await stockOf(honey)).toBe(6);
  });

  it("still refuses an empty bag whose form placed nothing", async () => {
    const honey = await orderable("Miel Sin Pedido", 4);
    const { visitor, key } = await atCheckout(honey, 1);
    await visitor.post({ intent: "remove", productId: String(honey.id) });

    const refused = await sendCheckout(visitor, key);
    expect(refused.status).toBe(400);
    expect(await shownPageText(refused)).toContain("Tu bolsa está vacía");
    expect(await ordersOf(honey)).toEqual([]);
  });
});

describe("POST /api/orders with a checkoutKey", () => {
  const order = (productId: number, checkoutKey: unknown, quantity = 2, address?: string) =>
    jsonRequest(
      "POST",
      {
        items: [{ productId, quantity }],
        name: "Lucía Hernández",
        phone: "771 123 4567",
        delivery: { option: "pickup-1" },
        payment: "transfer",
        consent: true,
        checkoutKey,
      },
      address ? { "CF-Connecting-IP": address } : {},
    );

  it("answers the stored order, 200, when the same key comes again after its last units", async () => {
    const honey = await orderable("Miel Reintentada", 2);
    const key = drawnKey();

    const created = await worker.fetch("/api/orders", order(honey.id, key));
    expect(created.status).toBe(201);
    const first = (await created.json()) as { number: string; statusUrl: string };
    expect(first.statusUrl).toMatch(ORDER_PAGE);
    expect(first.statusUrl).not.toBe(`/pedido/${key}`);

    // The first took the last units: the retry would be refused, yet it answers the stored order.
    const retried = await worker.fetch("/api/orders", order(honey.id, key));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(first);
    expect(await ordersOf(honey)).toHaveLength(1);
    expect(await stockOf(honey)).toBe(0);
  });

  it("takes the units and e-mails the owner once when the retry could be stored again", async () => {
    const honey = await orderable("Miel De Sobra", 9);
    const key = drawnKey();
    const before = worker.sentEmails().length;
    const created = await worker.fetch("/api/orders", order(honey.id, key));
    expect(created.status).toBe(201);
    const { number } = (await created.json()) as { number: string };
    // Priced again and sent as a new batch: its link is taken, so nothing of it is kept.
    const retried = await worker.fetch("/api/orders", order(honey.id, key));
    expect(retried.status).toBe(200);
    expect(await ordersOf(honey)).toHaveLength(1);
    expect(await stockOf(honey)).toBe(7);

    // A later order's e-mail comes after any the retry would have sent.
    const later = await worker.fetch("/api/orders", order(honey.id, drawnKey()));
    expect(later.status).toBe(201);
    const sent = await emailsAfter(worker, before, 2);
    const subjects = sent.map((email) => email.subject.split(":")[0]);
    expect(subjects).toEqual([
      `Nuevo pedido ${number}`,
      `Nuevo pedido ${((await later.json()) as { number: string }).number}`,
    ]);
  });

  it("answers the stored order, 200, after its address used up the hour's attempts", async () => {
    const honey = await orderable("Miel Del Último Intento", 30);
    const address = freshAddress();
    const key = drawnKey();
    const created = await worker.fetch("/api/orders", order(honey.id, key, 2, address));
    expect(created.status).toBe(201);
    for (let attempt = 1; attempt < ORDER_SUBMISSIONS.limit; attempt += 1) {
      const another = await worker.fetch("/api/orders", order(honey.id, drawnKey(), 2, address));
      expect(another.status).toBe(201);
    }

    // Its answer was lost: the same order sent again is not one more attempt.
    const retried = await worker.fetch("/api/orders", order(honey.id, key, 2, address));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(await created.json());
    expect(await ordersOf(honey)).toHaveLength(ORDER_SUBMISSIONS.limit);
    expect(await stockOf(honey)).toBe(30 - 2 * ORDER_SUBMISSIONS.limit);

    // A new order, or the same key with another, is still one too many.
    for (const tooMany of [
      order(honey.id, drawnKey(), 2, address),
      order(honey.id, key, 3, address),
    ]) {
      const refused = await worker.fetch("/api/orders", tooMany);
      expect(refused.status).toBe(429);
      const minutes = Math.ceil(Number(refused.headers.get("Retry-After")) / 60);
      expect(minutes).toBeGreaterThan(50);
      expect(await refused.json()).toEqual({
        error: `Demasiados pedidos desde esta conexión. Intenta de nuevo en ${minutes} minutos o escríbenos por WhatsApp.`,
      });
    }
    expect(await ordersOf(honey)).toHaveLength(ORDER_SUBMISSIONS.limit);
  });

  it("refuses the same key with another order, 409, storing nothing", async () => {
    const honey = await orderable("Miel De Una Clave", 9);
    const key = drawnKey();
    expect((await worker.fetch("/api/orders", order(honey.id, key))).status).toBe(201);

    const other = await worker.fetch("/api/orders", order(honey.id, key, 3));
    expect(other.status).toBe(409);
    expect(JSON.stringify(await other.json())).toContain(
      "Esta clave ya se usó para otro pedido: vuelve a abrir «Hacer pedido» e intenta de nuevo",
    );
    expect(await ordersOf(honey)).toHaveLength(1);
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
