import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { countSignInAttempt } from "./account-limits.server";
import { LOGIN_FAILURES, clearRateLimit } from "../rate-limit.server";
import { badRequest, notFound } from "../errors.server";
import { verifyPassword } from "../password.server";

/**
 * Proves the signed-in admin knows their password before a change that
 * adds a way in or replaces the password (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * a stolen session alone cannot. The attempt counts as a sign-in of the
 * client (the same limit), so this is no way around it; a right one clears it.
 * Anything but a string (missing, empty, too long) is simply not the password.
 */
export async function confirmCurrentPassword(
  db: Database,
  userId: number,
  currentPassword: unknown,
  client: SignInClient,
  now = Date.now(),
): Promise<void> {
  await countSignInAttempt(db, client.address, now);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound(accountMessages.userNotFound);
  const typed = typeof currentPassword === "string" ? currentPassword : "";
  const right =
    typed.length > 0 && typed.length <= 200 && (await verifyPassword(typed, user.passwordHash));
  if (!right) {
    throw badRequest(accountMessages.wrongCurrentPassword, {
      currentPassword: [accountMessages.wrongCurrentPassword],
    });
  }
  await clearRateLimit(db, LOGIN_FAILURES, client.address);
}
