import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { PasswordChange } from "~/validation/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { insertSession, sessionCookie, voidInvitationsOf, type AuthEnv } from "./sessions.server";
import { hashPassword } from "../password.server";
import { randomToken } from "../random-token.server";
import { confirmCurrentPassword } from "./current-password.server";
import { checkNewPassword } from "./new-password.server";

/**
 * Changes the user's password when the current one is right. In the same
 * batch every session of theirs ends, the invitation links they made are
 * void, and a new session replaces the one in use: the answer is its
 * cookie, so whoever held the old one is out too
 * (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
export async function changePassword(
  db: Database,
  env: AuthEnv,
  userId: number,
  change: PasswordChange,
  client: SignInClient,
  now = Date.now(),
): Promise<string> {
  await confirmCurrentPassword(db, userId, change.currentPassword, client, now);
  checkNewPassword(change.newPassword, "newPassword");
  const passwordHash = await hashPassword(change.newPassword);
  const sessionId = randomToken();
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    voidInvitationsOf(db, userId),
    insertSession(db, sessionId, userId, client, now),
  ]);
  return sessionCookie(env).serialize(sessionId);
}
