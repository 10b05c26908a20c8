import { createCookie, type Cookie } from "@remix-run/cloudflare";
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sessions, signInAttempts, users, type SignInMethod } from "../db/schema";
import type { SignInClient } from "../http/sign-in-client.server";
import { normalizeUsername, type LoginInput } from "../validation/auth";
import { ServiceError } from "./errors.server";
import { hashPassword, verifyPassword } from "./password.server";
import { randomToken } from "./random-token.server";
import { LOGIN_FAILURES, clearRateLimit, consumeRateLimitOrRefuse } from "./rate-limit.server";
import { serviceMessages } from "../content/service-messages";

/** What a page or `/api/user` may know of the signed-in user. */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_CREDENTIALS = serviceMessages.invalidCredentials;

export interface AuthEnv {
  ENVIRONMENT?: string;
  SESSION_SECRET?: string;
}

/** Signed, HttpOnly, SameSite=Lax; `__Host-` and Secure outside development. */
export function sessionCookie(env: AuthEnv): Cookie {
  const development = env.ENVIRONMENT === "development";
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set");
  return createCookie(development ? "mp_session" : "__Host-mp_session", {
    httpOnly: true,
    secure: !development,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_TTL_MS / 1000,
    secrets: [env.SESSION_SECRET],
  });
}

// Compared against when the user does not exist, so both failures take as long.
let dummyHash: Promise<string> | undefined;

/** A session's use is written down at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

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

/** The row of one sign-in attempt on an existing account, for its 'Actividad'. */
export function recordAttempt(
  db: Database,
  userId: number,
  method: SignInMethod,
  succeeded: boolean,
  client: SignInClient,
  now: number,
) {
  return db.insert(signInAttempts).values({
    userId,
    method,
    succeeded,
    country: client.country,
    attemptedAt: new Date(now),
  });
}

/** The row of a new session `id` of `userId`, with the client's browser and country. */
export function insertSession(
  db: Database,
  id: string,
  userId: number,
  client: SignInClient,
  now: number,
) {
  return db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(now + SESSION_TTL_MS),
    createdAt: new Date(now),
    userAgent: client.userAgent,
    country: client.country,
  });
}

/**
 * Opens a session for `userId` (a successful sign-in by `method`): stores it
 * with the client's browser and country, records the attempt, drops the
 * user's expired sessions, clears the client's failures, and answers the
 * cookie that carries it.
 */
export async function openSession(
  db: Database,
  env: AuthEnv,
  userId: number,
  method: SignInMethod,
  client: SignInClient,
  now = Date.now(),
): Promise<string> {
  const id = randomToken();
  await db.batch([
    insertSession(db, id, userId, client, now),
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now)))),
    recordAttempt(db, userId, method, true, client, now),
    clearRateLimit(db, LOGIN_FAILURES, client.address),
  ]);
  return sessionCookie(env).serialize(id);
}

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

/** The id the request's session cookie carries, when its signature holds. */
export async function sessionIdFrom(request: Request, env: AuthEnv): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const cookie = sessionCookie(env);
  let value: unknown;
  try {
    value = await cookie.parse(header);
  } catch {
    // A forged or mangled value (Remix's unsign calls atob, which throws on
    // non-base64 text, e.g. `__Host-mp_session=#`) is no session, not a 500.
    return null;
  }
  return typeof value === "string" && value.length > 0 && value.length <= 64 ? value : null;
}

/** The user of the request's session, or null (no cookie, bad signature, expired). */
export async function getSessionUser(
  db: Database,
  env: AuthEnv,
  request: Request,
  now = Date.now(),
): Promise<SessionUser | null> {
  const id = await sessionIdFrom(request, env);
  if (!id) return null;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return null;
  const lastUse = (row.lastUsedAt ?? row.createdAt).getTime();
  if (now - lastUse >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, id, now);
  return { id: row.id, username: row.username, isAdmin: row.isAdmin };
}

/** Writes down that the session was used; a failure only leaves the old time shown. */
async function touchSession(db: Database, id: string, now: number): Promise<void> {
  try {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, id));
  } catch (error) {
    console.warn("Could not record a session's use", error);
  }
}

/** The cookie that clears the session cookie. */
export const clearedSessionCookie = (env: AuthEnv) =>
  sessionCookie(env).serialize("", { maxAge: 0, expires: new Date(0) });

/** Deletes the request's session and answers the cookie that clears it. */
export async function signOut(db: Database, env: AuthEnv, request: Request): Promise<string> {
  const id = await sessionIdFrom(request, env);
  if (id)
    await db.delete(sessions).where(or(eq(sessions.id, id), lt(sessions.expiresAt, new Date())));
  return clearedSessionCookie(env);
}
