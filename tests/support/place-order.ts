import { jsonRequest } from "./api";
import type { TestWorker } from "./worker";

export interface PlacedOrder {
  id: number;
  number: string;
  /** The buyer's private page, as the API answers it (an absolute URL). */
  statusUrl: string;
}

/** The order's id from its number: 'MP-0042' is 42. */
export const orderIdOf = (number: string) => Number(number.replace("MP-", ""));

/**
 * Places an order of `productId` through `POST /api/orders` as a buyer would
 * (2 units, picked up, paid by transfer unless told otherwise); throws
 * unless it is stored (201).
 */
export async function placeOrderThroughApi(
  worker: TestWorker,
  productId: number,
  {
    quantity = 2,
    name = "Lucía Hernández",
    phone = "771 123 4567",
    delivery = { option: "pickup-1" },
    payment = "transfer",
    invoice,
    clientAddress,
  }: {
    quantity?: number;
    name?: string;
    phone?: string;
    delivery?: { option: string; address?: string; postalCode?: string };
    payment?: "transfer" | "cash";
    invoice?: unknown;
    /** The client's address (`CF-Connecting-IP`), for a test that places many. */
    clientAddress?: string;
  } = {},
): Promise<PlacedOrder> {
  const response = await worker.fetch(
    "/api/orders",
    jsonRequest(
      "POST",
      {
        items: [{ productId, quantity }],
        name,
        phone,
        delivery,
        payment,
        consent: true,
        ...(invoice ? { invoice } : {}),
      },
      clientAddress ? { "CF-Connecting-IP": clientAddress } : {},
    ),
  );
  if (response.status !== 201) {
    throw new Error(`POST /api/orders: HTTP ${response.status} ${await response.text()}`);
  }
  const { number, statusUrl } = (await response.json()) as { number: string; statusUrl: string };
  return { id: orderIdOf(number), number, statusUrl };
}
