import { z } from "zod";
import { jsonRequest } from "../../tests/support/api";
import type { TestWorker } from "../../tests/support/worker";

/**
 * The page of a sold-out product, which the seeded catalogue has none of:
 * it carries the waiting-list form and its code, the heaviest product page
 * (docs/decisions/023-public-javascript-budget.md). The second product of
 * `GET /api/products` is made 'agotado' (a partial PATCH) while the bench
 * measures its page, then put back.
 */
export interface SoldOutProduct {
  path: string;
  restore(): Promise<void>;
}

const listed = z.array(z.object({ id: z.number(), slug: z.string(), availability: z.string() }));

async function setAvailability(worker: TestWorker, cookie: string, id: number, value: string) {
  const response = await worker.fetch(
    `/api/admin/products/${id}`,
    jsonRequest("PATCH", { availability: value }, { Cookie: cookie }),
  );
  if (response.status !== 200) {
    throw new Error(
      `PATCH /api/admin/products/${id}: HTTP ${response.status} ${await response.text()}`,
    );
  }
}

export async function markSoldOut(worker: TestWorker, cookie: string): Promise<SoldOutProduct> {
  const response = await worker.fetch("/api/products");
  const product = listed.parse(await response.json())[1];
  if (!product) throw new Error("GET /api/products lists fewer than two products");
  await setAvailability(worker, cookie, product.id, "agotado");
  return {
    path: `/products/${product.slug}`,
    restore: () => setAvailability(worker, cookie, product.id, product.availability),
  };
}
