import type { Database } from "~/db/client.server";
import { invitationServiceCopy } from "~/content/invitations";
import { consumeRateLimitOrRefuse, refundRateLimit, type RateLimit } from "./rate-limit.server";

/**
 * The rate limits of a visitor's invitation code: its look-up (the page's
 * `?code=` and GET /api/invitation-codes/{code} share one budget, so codes
 * cannot be enumerated through either) and its request (the pages and
 * POST /api/associates).
 */

/** Generous for a person typing a code; far too few to enumerate codes. */
export const CODE_LOOKUPS: RateLimit = { bucket: "code-lookup", limit: 30, windowMs: 10 * 60_000 };
export const REQUEST_SUBMISSIONS: RateLimit = {
  bucket: "request-submit",
  limit: 10,
  windowMs: 60 * 60_000,
};

/** A look-up or request counted against its limit. */
export interface CountedAttempt {
  /** Takes the count back: the attempt used a valid code. */
  succeeded(): Promise<void>;
}

/**
 * Counts a visitor's code look-up or request within `limit` before it is
 * made, in one statement with the check (a burst cannot slip past), or
 * refuses it with 429. If it succeeds, the caller takes the count back with
 * `succeeded()`: only failed attempts (an unknown, used or expired code) use
 * up the budget, which is what stops guessing; guests of a tasting behind
 * one address (the venue's Wi-Fi, a carrier's shared address) each use their
 * own valid code without spending anyone's attempts
 * (docs/decisions/019-invitation-campaigns.md).
 */
export async function countInvitationAttempt(
  db: Database,
  limit: RateLimit,
  clientKey: string,
): Promise<CountedAttempt> {
  const state = await consumeRateLimitOrRefuse(
    db,
    limit,
    clientKey,
    invitationServiceCopy.tooManyAttempts,
  );
  return {
    async succeeded() {
      if (state.hitId === undefined) return;
      // The visitor's answer never depends on it: at worst the attempt stays counted.
      await refundRateLimit(db, state.hitId).catch((error: unknown) =>
        console.error("Could not take back a counted invitation attempt", error),
      );
    },
  };
}
