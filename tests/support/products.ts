import { expect } from "vitest";
import { jsonRequest } from "./api";
import { readJson, validProduct } from "./fixtures";
import type { TestWorker } from "./worker";

export interface CreatedProduct {
  id: number;
  slug: string;
  name: string;
}

/** A product made through POST /api/admin/products: the valid one with `fields` over it. */
export async function createProduct(
  worker: TestWorker,
  adminCookie: string,
  fields: Record<string, unknown>,
): Promise<CreatedProduct> {
  const response = await worker.fetch(
    "/api/admin/products",
    jsonRequest("POST", { ...validProduct(), ...fields }, { Cookie: adminCookie }),
  );
  expect(response.status).toBe(201);
  return readJson<CreatedProduct>(response);
}
