import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleProducts } from "../../app/db/seed-data";
import { jsonRequest } from "../support/api";
import {
  PROPERTY_TIMEOUT,
  assertProperty,
  checkEvery,
  deadCookie,
  encodeForm,
  expectStoresUntouched,
  formCase,
  fuzzSuite,
  nastyString,
  originCase,
  toEntries,
  withBroken,
  writeMethod,
} from "../support/fuzz";
import { ownerOrders } from "../support/order-settings";

/**
 * Generated bad posts to the bag (`/bolsa`, docs/decisions/036-the-bag.md)
 * while the site takes orders: an unknown intent, a broken product id or
 * quantity, a product that does not exist. None answers a 5xx, leaks, or
 * stores a bag: D1, R2 and KV stay as they were.
 */

const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 500) / 4));

const suite = fuzzSuite({
  checkEvery: checkEvery(25),
  async prepare(worker, admin) {
    const orders = await worker.fetch(
      "/api/admin/site-settings/orders",
      jsonRequest("PUT", ownerOrders, { Cookie: admin }),
    );
    expect(orders.status).toBe(200);
  },
});

const seededId = fc.integer({ min: 1, max: sampleProducts.length }).map(String);
const adding = { intent: "add", productId: "1", quantity: "1" };

const badBagForm = fc.oneof(
  // An intent the bag does not know, on a real product.
  fc
    .record({
      intent: fc.oneof(fc.constantFrom("", "ADD", "agregar", "delete"), nastyString),
      productId: seededId,
    })
    .filter(({ intent }) => !["add", "set", "remove"].includes(intent))
    .map((fields) => toEntries({ ...fields, quantity: "1" })),
  // A product no row has.
  fc
    .record({
      intent: fc.constantFrom("add", "set"),
      productId: fc.integer({ min: 10_000, max: 2_147_483_647 }).map(String),
    })
    .map((fields) => toEntries({ ...fields, quantity: "1" })),
  // A broken field of an otherwise good change.
  withBroken(adding, {
    productId: fc.constantFrom("", "0", "-1", "uno", "1.5", "99999999999", "1e3"),
    quantity: fc.constantFrom("", "0", "-1", "1.5", "100", "muchos", "1e9", "1,5"),
  }),
  withBroken(
    { intent: "set", productId: "1", quantity: "2" },
    { quantity: fc.constantFrom("0", "-3", "2.5", "120", "dos") },
  ),
);

describe("the bag refuses bad posts without a 5xx, a leak or a write", () => {
  it(
    "POST /bolsa with broken forms, any encoding, origin and cookie",
    async () => {
      await assertProperty(
        fc.record({
          form: formCase(badBagForm, ["intent", "productId", "quantity"]),
          method: writeMethod,
          origin: originCase,
          cookie: deadCookie,
        }),
        async ({ form, method, origin, cookie }) => {
          const status = await suite.fuzzer.send({
            method,
            path: "/bolsa",
            body: await encodeForm(form),
            origin,
            cookie,
          });
          expect(status).toBeGreaterThanOrEqual(400);
        },
        RUNS,
      );
      await expectStoresUntouched(suite);
    },
    PROPERTY_TIMEOUT,
  );
});
