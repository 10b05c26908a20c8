import type { Database } from "~/db/client.server";
import { orderAnswers } from "~/content/order-messages";
import { consumeRateLimitOrRefuse, type RateLimit } from "./rate-limit.server";

/**
 * Orders per client address (the checkout page and POST /api/orders share
 * it), as the waiting list and the invitation requests have theirs
 * (docs/decisions/010-rate-limits-and-honeypots.md): a family behind one
 * address orders a few times an hour at most; more is a robot or a flood of
 * fake orders holding the owner's stock.
 */
export const ORDER_SUBMISSIONS: RateLimit = {
  bucket: "order-submit",
  limit: 10,
  windowMs: 60 * 60_000,
};

/** Counts a visitor's order before it is placed, or refuses it with 429. */
export async function countOrderAttempt(db: Database, clientKey: string): Promise<void> {
  await consumeRateLimitOrRefuse(db, ORDER_SUBMISSIONS, clientKey, orderAnswers.tooMany);
}
