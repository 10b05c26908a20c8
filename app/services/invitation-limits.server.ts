import type { Database } from "~/db/client.server";
import { tooManyRequests } from "./errors.server";
import { consumeRateLimit, type RateLimit } from "./rate-limit.server";
import { invitationServiceCopy } from "~/content/invitations";

export const TOO_MANY_ATTEMPTS = invitationServiceCopy.tooManyAttempts;

/** Counts one attempt of `limit` for the client, or refuses it with 429. */
export async function spendInvitationAttempt(
  db: Database,
  limit: RateLimit,
  clientKey: string,
): Promise<void> {
  const state = await consumeRateLimit(db, limit, clientKey);
  if (!state.allowed) throw tooManyRequests(TOO_MANY_ATTEMPTS, state.retryAfterSeconds);
}
