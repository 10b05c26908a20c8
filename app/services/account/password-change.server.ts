import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { PasswordChange } from "~/validation/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { countSignInAttempt } from "../auth.server";
import { LOGIN_FAILURES, clearRateLimit } from "../rate-limit.server";
import { badRequest, notFound } from "../errors.server";
import { hashPassword, verifyPassword } from "../password.server";
import { isCommonPassword } from "./common-passwords.server";

/** A new password's rule beyond its length: not one of the most common. */
export function checkNewPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(accountMessages.commonPassword, { [field]: [accountMessages.commonPassword] });
  }
}

/**
 * Changes the user's password when the current one is right, and ends every
 * other session of theirs in the same batch. A wrong current password counts
 * as a failed sign-in of the client (the same limit), so this form is no
 * way around it.
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentSessionId: string,
  change: PasswordChange,
  client: SignInClient,
  now = Date.now(),
): Promise<void> {
  await countSignInAttempt(db, client.address, now);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(accountMessages.userNotFound);
  if (!(await verifyPassword(change.currentPassword, user.passwordHash))) {
    throw badRequest(accountMessages.wrongCurrentPassword, {
      currentPassword: [accountMessages.wrongCurrentPassword],
    });
  }
  await clearRateLimit(db, LOGIN_FAILURES, client.address);
  checkNewPassword(change.newPassword, "newPassword");
  const passwordHash = await hashPassword(change.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))),
  ]);
}
