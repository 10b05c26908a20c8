import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import type { SignInClient } from "../http/sign-in-client.server";
import { normalizeUsername, type LoginInput } from "../validation/auth";
import { countSignInAttempt } from "./account/account-limits.server";
import { recordAttempt } from "./account/activity.server";
import { openSession, type AuthEnv, type SessionUser } from "./account/sessions.server";
import { ServiceError } from "./errors.server";
import { hashPassword, verifyPassword } from "./password.server";
import { serviceMessages } from "../content/service-messages";

export const INVALID_CREDENTIALS = serviceMessages.invalidCredentials;

// Compared against when the user does not exist, so both failures take as long.
let dummyHash: Promise<string> | undefined;

/**
 * Checks the credentials and opens a session. Unknown user and wrong password
 * answer alike; failures are counted per client address and, past the limit,
 * answered 429 before any password is checked.
 */
export async function signIn(
  db: Database,
  env: AuthEnv,
  credentials: LoginInput,
  client: SignInClient,
  now = Date.now(),
): Promise<{ user: SessionUser; setCookie: string }> {
  // Every attempt is counted up front, in one statement, so concurrent
  // guesses cannot slip past the limit; a success clears the count, which
  // leaves only failures counted.
  await countSignInAttempt(db, client.address, now);
  const [found] = await db
    .select()
    .from(users)
    .where(eq(users.username, normalizeUsername(credentials.username)))
    .limit(1);
  const valid = found
    ? await verifyPassword(credentials.password, found.passwordHash)
    : await verifyPassword(
        credentials.password,
        await (dummyHash ??= hashPassword("no-such-user")),
      );
  if (!found || !valid) {
    if (found) await recordAttempt(db, found.id, "password", false, client, now);
    throw new ServiceError(401, INVALID_CREDENTIALS);
  }
  const setCookie = await openSession(db, env, found.id, "password", client, now);
  return { user: { id: found.id, username: found.username, isAdmin: found.isAdmin }, setCookie };
}
