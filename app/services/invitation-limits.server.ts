import type { Database } from "~/db/client.server";
import { tooManyRequests } from "./errors.server";
import { consumeRateLimit, refundRateLimit, type RateLimit } from "./rate-limit.server";
import { invitationServiceCopy } from "~/content/invitations";

export const TOO_MANY_ATTEMPTS = invitationServiceCopy.tooManyAttempts;

/**
 * Runs a visitor's code look-up or request within `limit`: the attempt is
 * counted first, in one statement with the check (a burst cannot slip past),
 * or refused with 429; if it succeeds, the count is taken back. Only failed
 * attempts (an unknown, used or expired code) use up the budget, which is
 * what stops guessing; guests of a tasting behind one address (the venue's
 * Wi-Fi, a carrier's shared address) each use their own valid code without
 * spending anyone's attempts (docs/decisions/019-invitation-campaigns.md).
 */
export async function withInvitationAttempt<T>(
  db: Database,
  limit: RateLimit,
  clientKey: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const state = await consumeRateLimit(db, limit, clientKey);
  if (!state.allowed) throw tooManyRequests(TOO_MANY_ATTEMPTS, state.retryAfterSeconds);
  const result = await attempt();
  if (state.hitId !== undefined) {
    // The visitor's answer never depends on it: at worst the attempt stays counted.
    await refundRateLimit(db, state.hitId).catch((error: unknown) =>
      console.error("Could not take back a counted invitation attempt", error),
    );
  }
  return result;
}
