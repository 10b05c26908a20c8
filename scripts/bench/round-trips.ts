import { createD1Proxy } from "../../tests/support/d1-proxy";
import { signInAs } from "../../tests/support/api";
import { startWorker } from "../../tests/support/worker";

export interface RoundTripCount {
  page: string;
  status: number;
  /** Round trips of the first request after the Worker started, and of the next one. */
  first: number;
  second: number;
  /** The kinds of the second request's round trips, e.g. "batch ×1". */
  kinds: string;
}

export interface RoundTripResults {
  public: RoundTripCount[];
  admin: RoundTripCount[];
}

/**
 * Counts the D1 round trips (one statement run or one batch each) of each
 * page's document request, one request at a time, through a wrapper around
 * the Worker's D1 binding. Each page is requested twice: the first request
 * shows what a fresh isolate does, the second what a warm one does.
 */
export async function countRoundTrips(
  publicPages: readonly string[],
  adminPages: readonly string[],
): Promise<RoundTripResults> {
  const proxy = createD1Proxy("pass");
  const worker = await startWorker({ d1Proxy: proxy, pageCache: true });
  try {
    const count = async (page: string, headers: Record<string, string>) => {
      const counts: number[] = [];
      let status = 0;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        proxy.resetCounts();
        const response = await worker.fetch(page, { headers, redirect: "manual" });
        await response.arrayBuffer();
        status = response.status;
        counts.push(proxy.totalRoundTrips());
      }
      const kinds = [...proxy.roundTrips].map(([kind, n]) => `${kind} ×${n}`).join(", ");
      return { page, status, first: counts[0] ?? 0, second: counts[1] ?? 0, kinds };
    };
    const results: RoundTripResults = { public: [], admin: [] };
    for (const page of publicPages) results.public.push(await count(page, {}));
    const cookie = await signInAs(worker);
    for (const page of adminPages) results.admin.push(await count(page, { Cookie: cookie }));
    return results;
  } finally {
    await worker.dispose();
  }
}
