import { atMost, BUDGETS, type Misses } from "./budget";
import { table } from "./markdown";
import { CACHE_HIT, type OrdersScenario } from "./orders-scenario";

/** 201 from the API; the form's 302 to the order's private page. */
const placed = (status: number) => status === 201 || status === 302;

/** The orders scenario: an order's writes, the bag's pages, the page cache with a bag. */
export function ordersSection(result: OrdersScenario | string, misses: Misses): string {
  const title = "## Orders";
  if (typeof result === "string") {
    const verdict = { budget: "runs to the end", met: false };
    return [
      title,
      "",
      `The scenario failed: ${result} ${misses.tick("orders", result, verdict)}`,
    ].join("\n");
  }
  const placementRows = result.placements.map((placement) => [
    placement.door,
    String(placement.status),
    placement.kinds,
    misses.check(`${placement.door}: D1 batches of a placed order`, String(placement.batches), {
      budget: String(BUDGETS.orderBatches),
      met: placed(placement.status) && placement.batches === BUDGETS.orderBatches,
    }),
    String(placement.writeRoundTrips),
  ]);
  const bagRows = result.bagPages.map((page) => [
    page.page,
    String(page.status),
    String(page.roundTrips),
    misses.check(
      `${page.page} (with a bag) D1 round trips`,
      String(page.roundTrips),
      atMost(page.roundTrips, BUDGETS.bagPageRoundTrips),
    ),
  ]);
  const cacheRows = result.cache.map((page) => [
    page.page,
    page.cacheStatus,
    misses.check(`${page.page} with a bag: page cache`, page.cacheStatus, {
      budget: "hit",
      met: page.cacheStatus === CACHE_HIT,
    }),
  ]);
  return [
    title,
    "",
    "On a Worker of its own, with 'Pedidos' on (every delivery and payment offered) and the D1 " +
      "round-trip counter: an order of the seeded catalogue's first product placed through " +
      "each door. Its writes (the order, its lines, its first state, the units taken from " +
      "stock) are one D1 batch; besides it the request reads the catalogue and counts the " +
      "client's attempt for the rate limit (a write of its own); the checkout's form also reads " +
      "the bag, which the order's batch deletes.",
    "",
    table(
      ["Order placed by", "status", "D1 round trips", "batches", "of them writing"],
      placementRows,
    ),
    "",
    "The bag and the checkout, for a visitor with one product in the bag:",
    "",
    table(["Page", "status", "D1 round trips", "budget"], bagRows),
    "",
    "The public pages stay in the page cache for a visitor with a bag (its cookies are not " +
      "`mp_…`, and no page's HTML depends on it): each page requested with the bag's cookies " +
      "until the cache answers, at most 10 times.",
    "",
    table(["Page", "Cache-Status", "budget"], cacheRows),
  ].join("\n");
}
