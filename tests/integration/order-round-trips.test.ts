/**
 * Placing an order is one D1 batch (docs/decisions/032-orders-without-a-payment-processor.md):
 * the order, its lines, its first state and the units it takes are written
 * together; besides it the request reads the catalogue and counts the
 * client's attempt for the rate limit. Counted by the D1 proxy, as
 * `npm run bench` counts the pages' round trips.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, signInAs } from "../support/api";
import { takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { proxiedWorkerSuite } from "../support/worker-suite";

const { worker, proxy } = proxiedWorkerSuite();
let honey: CreatedProduct;

beforeAll(async () => {
  const admin = await signInAs(worker);
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
});
