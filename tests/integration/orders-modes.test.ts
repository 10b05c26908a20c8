import { count } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderLines, orders, products, rateLimitHits } from "../../app/db/schema";
import { jsonRequest, signInAs } from "../support/api";
import { expectJsonError, readJson } from "../support/fixtures";
import { ownerOrders } from "../support/order-settings";
import { snapshotTables } from "../support/snapshots";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * Ordering in the two modes that cannot store (docs/decisions/002-standalone-mode.md,
 * 004-static-copy-when-d1-fails.md): the standalone site checks and prices
 * the order against the static copy and simulates it, saying so, and never
 * shows the admin's orders; with D1 failing, ordering answers 503 saying it
 * is not available now, and nothing is stored.
 */

const { worker, proxy } = proxiedWorkerSuite();
let admin: string;

const OFFLINE = "mp_standalone=1; mp_mock_session=1";
const SIMULATED = "Operación simulada exitosa en modo offline";
const UNAVAILABLE =
  "No se pueden recibir pedidos en este momento. Intenta de nuevo en unos minutos o escríbenos por WhatsApp.";
const DATA_OFFLINE =
  "Esta información no está disponible en modo sin conexión: solo se leen los datos estáticos.";

/** The first product of the static copy (and of the seed): 220 pesos, units not counted. */
const HONEY = { id: 1, name: "Miel Picosa con Chile Rayado Ahumado", priceCents: 22000 };

const order = (quantity: number) => ({
  items: [{ productId: HONEY.id, quantity, priceCents: 1 }],
  name: "Pedro Islas",
  phone: "7719876543",
  delivery: { option: "local-pachuca", address: "Av. Juárez 100" },
  payment: "transfer",
  consent: true,
});

let address = 0;
function post(body: unknown, cookie?: string) {
  address += 1;
  const headers: Record<string, string> = { "CF-Connecting-IP": `10.238.0.${address}` };
  if (cookie) headers.Cookie = cookie;
  return worker.fetch("/api/orders", jsonRequest("POST", body, headers));
}

async function stored() {
  const [row] = await worker.db.select({ value: count() }).from(orders);
  return row?.value ?? 0;
}

beforeAll(async () => {
  admin = await signInAs(worker);
  const response = await worker.fetch(
    "/api/admin/site-settings/orders",
    jsonRequest("PUT", ownerOrders, { Cookie: admin }),
  );
  expect(response.status).toBe(200);
});
beforeEach(() => {
  proxy.mode = "pass";
});

describe("standalone mode", () => {
  it("checks and prices the order like a live one, simulates it and says so", async () => {
    const response = await post(order(2), OFFLINE);
    expect(response.status).toBe(201);
    const answer = await readJson<{
      success: boolean;
      message: string;
      data: Record<string, unknown>;
    }>(response);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe(SIMULATED);
    // 2 × 220 + Pachuca's 50, the static copy's price, not the client's.
    expect(answer.data).toMatchObject({
      number: expect.stringMatching(/^MP-\d{4}$/),
      totalCents: 49000,
      statusUrl: expect.stringMatching(/^\/pedido\//),
      whatsappUrl: expect.stringContaining("https://wa.me/"),
      lines: [{ productId: HONEY.id, productName: HONEY.name, unitCents: 22000, quantity: 2 }],
      payment: { method: "transfer", bank: "BBVA", clabe: ownerOrders.payment.transfer.clabe },
    });
    expect(await stored()).toBe(0);
  });

  it("refuses what a live site refuses", async () => {
    await expectJsonError(await post(order(1), OFFLINE), 409, {
      error: "El pedido mínimo es de $300 MXN",
      fieldErrors: { items: ["El pedido mínimo es de $300 MXN"] },
    });
    const unknown = await post({ ...order(2), items: [{ productId: 999, quantity: 2 }] }, OFFLINE);
    expect(unknown.status).toBe(404);
    expect((await post({ ...order(2), phone: "12" }, OFFLINE)).status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it("never reads the admin's orders", async () => {
    for (const path of ["/api/admin/orders", "/api/admin/orders/1"]) {
      await expectJsonError(await worker.fetch(path, { headers: { Cookie: OFFLINE } }), 503, {
        error: DATA_OFFLINE,
      });
    }
  });
});

describe("with D1 failing", () => {
  it.each(["fail-all", "fail-writes"] as const)(
    "%s: ordering answers 503 saying it is not available now; nothing is stored",
    async (mode) => {
      const before = await snapshotTables(worker.d1);
      const [hits] = await worker.db.select({ value: count() }).from(rateLimitHits);
      proxy.mode = mode;
      const response = await post(order(2));
      proxy.mode = "pass";
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await readJson(response)).toEqual({ error: UNAVAILABLE });
      expect(await snapshotTables(worker.d1)).toEqual(before);
      expect(await worker.db.select().from(orderLines)).toEqual([]);
      const [after] = await worker.db.select({ value: count() }).from(rateLimitHits);
      expect(after?.value).toBe(hits?.value);
    },
  );

  it("and the same order is stored once D1 is back", async () => {
    const response = await post(order(2));
    expect(response.status).toBe(201);
    expect(await stored()).toBe(1);
    const [product] = await worker.db.select().from(products).limit(1);
    expect(product?.id).toBe(HONEY.id);
  });
});
