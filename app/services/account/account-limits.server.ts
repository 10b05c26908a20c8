import type { Database } from "~/db/client.server";
import { accountMessages } from "~/content/account";
import { consumeRateLimitOrRefuse, type RateLimit } from "../rate-limit.server";

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
