import type { Database } from "~/db/client.server";
import { waitlistCopy } from "~/content/availability";
import { consumeRateLimitOrRefuse, type RateLimit } from "./rate-limit.server";

/**
 * The waiting list's limit per client address (the form and
 * POST /api/waitlist share it), as the invitation requests have theirs
 * (docs/decisions/010-rate-limits-and-honeypots.md): plenty for a family
 * behind one address, too few to flood the owner's inbox.
 */
export const WAITLIST_SUBMISSIONS: RateLimit = {
  bucket: "waitlist-submit",
  limit: 10,
  windowMs: 60 * 60_000,
};

/** Counts a visitor's entry before it is made, or refuses it with 429. */
export async function countWaitlistAttempt(db: Database, clientKey: string): Promise<void> {
  await consumeRateLimitOrRefuse(db, WAITLIST_SUBMISSIONS, clientKey, waitlistCopy.tooMany);
}
