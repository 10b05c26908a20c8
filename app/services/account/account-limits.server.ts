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

/** Counts one account change of the client, or refuses it (429) past the limit. */
export async function countAccountChange(
  db: Database,
  clientKey: string,
  now = Date.now(),
): Promise<void> {
  await consumeRateLimitOrRefuse(
    db,
    ACCOUNT_CHANGES,
    clientKey,
    accountMessages.tooManyChanges,
    now,
  );
}

/**
 * Counts one sign-in attempt of the client up front and refuses it past the
 * limit (docs/decisions/010-rate-limits-and-honeypots.md). Every way in
 * (password, passkey, an invitation's token, the current password of a
 * change) draws on the same failures of the same address; a success clears them.
 */
export async function countSignInAttempt(
  db: Database,
  clientKey: string,
  now = Date.now(),
): Promise<void> {
  await consumeRateLimitOrRefuse(
    db,
    LOGIN_FAILURES,
    clientKey,
    serviceMessages.tooManySignIns,
    now,
  );
}
