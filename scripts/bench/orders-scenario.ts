import { z } from "zod";
import { formRequest, jsonRequest, signInAs } from "../../tests/support/api";
import { createD1Proxy } from "../../tests/support/d1-proxy";
import { takeOrders } from "../../tests/support/order-settings";
import { startWorker, type TestWorker } from "../../tests/support/worker";

/**
 * The site taking orders (docs/decisions/032-orders-without-a-payment-processor.md),
 * counted through the D1 proxy as the pages' round trips are: what placing an
 * order costs, from the JSON API and from the checkout's form, what the bag
 * and the checkout pages cost, and whether a visitor with a bag still gets the
 * public pages from the page cache.
 */
export interface OrderPlacement {
  door: string;
  status: number;
  /** e.g. "raw ×2, batch ×1" */
  kinds: string;
  batches: number;
  writeRoundTrips: number;
}

export interface BagPageTrips {
  page: string;
  status: number;
  roundTrips: number;
}

export interface CachedWithBag {
  page: string;
  /** The last response's Cache-Status, e.g. "miel-picosa; hit". */
  cacheStatus: string;
}

export interface OrdersScenario {
  placements: OrderPlacement[];
  bagPages: BagPageTrips[];
  cache: CachedWithBag[];
}

export const CACHE_HIT = "miel-picosa; hit";

const buyer = {
  name: "Lucía Hernández",
  phone: "771 123 4567",
  payment: "transfer",
};

const listed = z.array(z.object({ id: z.number(), slug: z.string(), orderable: z.boolean() }));

/** The first product the seeded catalogue offers for ordering. */
export async function firstOrderable(worker: TestWorker): Promise<{ id: number; slug: string }> {
  const response = await worker.fetch("/api/products");
  const product = listed.parse(await response.json()).find((each) => each.orderable);
  if (!product) throw new Error("GET /api/products lists no product that can be ordered");
  return product;
}

/**
 * A visitor's bag with `productId` in it, put there by the bag's form as a
 * browser without JavaScript would: the cookies the Worker set, by name.
 */
export async function bagWith(worker: TestWorker, productId: number): Promise<Map<string, string>> {
  const response = await worker.fetch(
    "/bolsa",
    formRequest({ intent: "add", productId: String(productId), quantity: "2" }),
  );
  if (response.status !== 302) throw new Error(`POST /bolsa: HTTP ${response.status}`);
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [name = "", ...value] = (line.split(";")[0] ?? "").split("=");
    if (name.startsWith("bolsa")) cookies.set(name, value.join("="));
  }
  if (!cookies.get("bolsa")) throw new Error("POST /bolsa set no bag cookie");
  return cookies;
}

export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

export async function runOrdersScenario(cachedPages: readonly string[]): Promise<OrdersScenario> {
  const proxy = createD1Proxy("pass");
  const worker = await startWorker({ d1Proxy: proxy, pageCache: true });
  try {
    await takeOrders(worker, await signInAs(worker));
    const product = await firstOrderable(worker);

    const place = async (door: string, send: () => Promise<Response>) => {
      proxy.resetCounts();
      const response = await send();
      await response.arrayBuffer();
      return {
        door,
        status: response.status,
        kinds: [...proxy.roundTrips].map(([kind, n]) => `${kind} ×${n}`).join(", "),
        batches: proxy.roundTrips.get("batch") ?? 0,
        writeRoundTrips: proxy.writeRoundTrips,
      };
    };
    const placements = [
      await place("POST /api/orders", () =>
        worker.fetch(
          "/api/orders",
          jsonRequest("POST", {
            ...buyer,
            items: [{ productId: product.id, quantity: 2 }],
            delivery: { option: "pickup-1" },
            consent: true,
          }),
        ),
      ),
    ];
    const checkoutBag = cookieHeader(await bagWith(worker, product.id));
    placements.push(
      await place("POST /pedido (the checkout's form)", () =>
        worker.fetch(
          "/pedido",
          formRequest(
            { ...buyer, "delivery.option": "pickup-1", consent: "on" },
            { Cookie: checkoutBag },
          ),
        ),
      ),
    );

    const bag = cookieHeader(await bagWith(worker, product.id));
    const bagPages: BagPageTrips[] = [];
    for (const page of ["/bolsa", "/pedido"]) {
      proxy.resetCounts();
      const response = await worker.fetch(page, { headers: { Cookie: bag }, redirect: "manual" });
      await response.arrayBuffer();
      bagPages.push({ page, status: response.status, roundTrips: proxy.totalRoundTrips() });
    }

    const cache: CachedWithBag[] = [];
    for (const page of [...cachedPages, `/products/${product.slug}`]) {
      let cacheStatus = "";
      // The first request fills the cache (it is written after the answer); a later one hits.
      for (let attempt = 0; attempt < 10 && cacheStatus !== CACHE_HIT; attempt += 1) {
        const response = await worker.fetch(page, { headers: { Cookie: bag } });
        await response.arrayBuffer();
        cacheStatus = response.headers.get("Cache-Status") ?? "(none)";
      }
      cache.push({ page, cacheStatus });
    }
    return { placements, bagPages, cache };
  } finally {
    await worker.dispose();
  }
}
