import type { Database } from "../../db/client.server";
import { accountMessages } from "../../content/account";
import { serviceMessages } from "../../content/service-messages";
import { LOGIN_FAILURES, consumeRateLimitOrRefuse, type RateLimit } from "../rate-limit.server";

/**
 * Changes to accounts (a session ended, a passkey added or removed, an
 * invitation made, an admin removed) per client address: far more than a
 * person makes, few enough to stop a runaway script or a stolen session
 * from churning (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
export const ACCOUNT_CHANGES: RateLimit = {
  bucket: "account-change",
  limit: 30,
  windowMs: 15 * 60_000,
};

/** Counts one event of `limit` for the client, or refuses it (429) with `refusal` past it. */
const counter =
  (limit: RateLimit, refusal: string | ((minutes: number) => string)) =>
  async (db: Database, clientKey: string, now = Date.now()): Promise<void> => {
    await consumeRateLimitOrRefuse(db, limit, clientKey, refusal, now);
  };

/** Counts one account change of the client, or refuses it (429) past the limit. */
export const countAccountChange = counter(ACCOUNT_CHANGES, accountMessages.tooManyChanges);

/**
 * Counts one sign-in attempt of the client up front and refuses it past the
 * limit (docs/decisions/010-rate-limits-and-honeypots.md). Every way in
 * (password, passkey, an invitation's token, the current password of a
 * change) draws on the same failures of the same address; a success clears them.
 */
export const countSignInAttempt = counter(LOGIN_FAILURES, serviceMessages.tooManySignIns);
