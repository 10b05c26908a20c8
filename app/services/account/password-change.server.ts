import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { PasswordChange } from "~/validation/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import {
  endOtherPasskeys,
  insertSession,
  passkeyOfSession,
  sessionCookie,
  voidInvitationsOf,
  type AuthEnv,
} from "./sessions.server";
import { hashPassword } from "../password.server";
import { randomToken } from "../random-token.server";
import { confirmCurrentPassword } from "./current-password.server";
import { checkNewPassword } from "./new-password.server";

/**
 * Changes the user's password when the current one is right, from session
 * `currentSessionId`. In the same batch every session of theirs ends, the
 * invitation links they made are void, their passkeys but the one the
 * current session was opened with are removed, and a new session replaces
 * the one in use: the answer is its cookie, so whoever held the old one is
 * out too (docs/decisions/026-accounts-passkeys-and-sessions.md), and how
 * many passkeys went.
 */
export async function changePassword(
  db: Database,
  env: AuthEnv,
  userId: number,
  currentSessionId: string,
  change: PasswordChange,
  client: SignInClient,
  now = Date.now(),
): Promise<{ setCookie: string; passkeysRemoved: number }> {
  await confirmCurrentPassword(db, userId, change.currentPassword, client, now);
  checkNewPassword(change.newPassword, "newPassword");
  const passwordHash = await hashPassword(change.newPassword);
  const sessionId = randomToken();
  const [, removed] = await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    endOtherPasskeys(db, userId, currentSessionId),
    // The new session keeps the passkey of the one it replaces, before that one ends.
    insertSession(db, sessionId, userId, client, now, passkeyOfSession(currentSessionId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId))),
    voidInvitationsOf(db, userId),
  ]);
  return {
    setCookie: await sessionCookie(env).serialize(sessionId),
    passkeysRemoved: removed.length,
  };
}
