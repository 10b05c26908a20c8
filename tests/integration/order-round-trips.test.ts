/**
 * Placing an order is one D1 batch (docs/decisions/032-orders-without-a-payment-processor.md):
 * the order, its lines, its first state and the units it takes are written
 * together; besides it the request reads the catalogue and counts the
 * client's attempt for the rate limit. Placed from the checkout's form, the
 * batch also deletes the visitor's bag, so a stored order never leaves its
 * lines in the bag. Counted by the D1 proxy, as `npm run bench` counts the
 * pages' round trips.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bags } from "../../app/db/schema";
import { formRequest, jsonRequest, signInAs } from "../support/api";
import { Visitor } from "../support/bag";
import { shownPageText } from "../support/html";
import { pickupBuyer as buyer, takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { proxiedWorkerSuite } from "../support/worker-suite";

const { worker, proxy } = proxiedWorkerSuite();
let admin: string;
let honey: CreatedProduct;

const storedBag = async (token: string) =>
  (await worker.db.select().from(bags).where(eq(bags.token, token)))[0]?.lines ?? null;

beforeAll(async () => {
  admin = await signInAs(worker);
  await takeOrders(worker, admin);
  honey = await createProduct(worker, admin, {
    name: "Miel De Un Lote",
    priceCents: 22000,
    stock: 9,
  });
});

describe("placing an order", () => {
  it("writes the order and takes its units in one batch", async () => {
    proxy.resetCounts();
    const response = await worker.fetch(
      "/api/orders",
      jsonRequest("POST", {
        items: [{ productId: honey.id, quantity: 2 }],
        name: "Lucía Hernández",
        phone: "771 123 4567",
        delivery: { option: "pickup-1" },
        payment: "transfer",
        consent: true,
      }),
    );
    expect(response.status).toBe(201);
    // The catalogue's read and the rate limit's count, then the order's one batch.
    expect([...proxy.roundTrips]).toEqual([
      ["raw", 2],
      ["batch", 1],
    ]);
    // Two round trips write: the rate limit's count and the batch, which holds every write of the order.
    expect(proxy.writeRoundTrips).toBe(2);
  });

  it("deletes the checkout's bag in the order's batch, with no write after it", async () => {
    const visitor = new Visitor(worker);
    await visitor.add(honey.id, 2);
    const token = visitor.token() ?? "";
    expect(await storedBag(token)).toEqual([{ productId: honey.id, quantity: 2 }]);

    proxy.resetCounts();
    const placed = await worker.fetch("/pedido", formRequest(buyer, { Cookie: visitor.cookie }));
    expect(placed.status).toBe(302);
    // The bag's read, the catalogue's and the rate limit's count, then the one batch.
    expect([...proxy.roundTrips]).toEqual([
      ["raw", 3],
      ["batch", 1],
    ]);
    expect(proxy.writeRoundTrips).toBe(2);
    expect(await storedBag(token)).toBeNull();
    visitor.keep(placed);
    expect(visitor.count()).toBe("");
    expect((await visitor.page()).text).toContain("Tu bolsa está vacía.");
  });

  it("keeps the bag as it was when the order is refused", async () => {
    const scarce = await createProduct(worker, admin, {
      name: "Miel De Pocas Piezas",
      priceCents: 20000,
      stock: 3,
    });
    const visitor = new Visitor(worker);
    await visitor.add(scarce.id, 3);
    await worker.fetch(
      `/api/admin/products/${scarce.id}`,
      jsonRequest("PATCH", { stock: 2 }, { Cookie: admin }),
    );

    const refused = await worker.fetch("/pedido", formRequest(buyer, { Cookie: visitor.cookie }));
    expect(refused.status).toBe(409);
    expect(await shownPageText(refused)).toContain(
      "Ya no hay suficientes existencias de Miel De Pocas Piezas",
    );
    expect(await storedBag(visitor.token() ?? "")).toEqual([{ productId: scarce.id, quantity: 3 }]);
  });
});
