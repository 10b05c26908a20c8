import { createCookie, type Cookie } from "@remix-run/cloudflare";
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import {
  adminInvitations,
  passkeys,
  sessions,
  users,
  type Session,
  type SignInMethod,
} from "../../db/schema";
import { accountMessages } from "../../content/account";
import type { SignInClient } from "../../http/sign-in-client.server";
import { notFound } from "../errors.server";
import { sha256Hex, randomToken } from "../random-token.server";
import { LOGIN_FAILURES, clearRateLimit } from "../rate-limit.server";
import { countAccountChange } from "./account-limits.server";
import { recordAttempt } from "./activity.server";
import { describeUserAgent } from "./user-agent.server";

/**
 * Every session of the site (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * its cookie, opening one, reading the request's, signing out, and the
 * account's list of open sessions with ending one or all the others. The
 * Vite config loads it (through load-context.ts) without the app's `~`
 * alias, so its imports are relative.
 */

/** What a page or `/api/user` may know of the signed-in user. */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

/** A session's use is written down at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

/** The row of a new session `id` of `userId`, with the client's browser and country. */
export function insertSession(
  db: Database,
  id: string,
  userId: number,
  client: SignInClient,
  now: number,
  passkeyId: number | SQL<number | null> | null = null,
) {
  return db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(now + SESSION_TTL_MS),
    createdAt: new Date(now),
    userAgent: client.userAgent,
    country: client.country,
    passkeyId,
  });
}

/** The passkey session `sessionId` was opened with, for a statement of the same batch. */
export const passkeyOfSession = (sessionId: string) =>
  sql<
    number | null
  >`(SELECT ${sessions.passkeyId} FROM ${sessions} WHERE ${sessions.id} = ${sessionId})`;

/**
 * Deletes the user's passkeys but the one session `keptSessionId` was
 * opened with (all of them when it was a password): a password change and
 * 'Cerrar las demás sesiones' end every other way in, a passkey added by
 * someone who knew the password included
 * (docs/decisions/026-accounts-passkeys-and-sessions.md). Answers their ids.
 */
export function endOtherPasskeys(db: Database, userId: number, keptSessionId: string) {
  return db
    .delete(passkeys)
    .where(
      and(
        eq(passkeys.userId, userId),
        sql`${passkeys.id} IS NOT ${passkeyOfSession(keptSessionId)}`,
      ),
    )
    .returning({ id: passkeys.id });
}

/**
 * Opens a session for `userId` (a successful sign-in by `method`): stores it
 * with the client's browser and country, records the attempt, clears the
 * client's failures, and answers the
 * cookie that carries it.
 */
export async function openSession(
  db: Database,
  env: AuthEnv,
  userId: number,
  method: SignInMethod,
  client: SignInClient,
  now = Date.now(),
  passkeyId: number | null = null,
): Promise<string> {
  const id = randomToken();
  await db.batch([
    insertSession(db, id, userId, client, now, passkeyId),
    recordAttempt(db, userId, method, true, client, now),
    clearRateLimit(db, LOGIN_FAILURES, client.address),
  ]);
  return sessionCookie(env).serialize(id);
}

/** The id the request's session cookie carries, when its signature holds. */
async function sessionIdFrom(request: Request, env: AuthEnv): Promise<string | null> {
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

/** The request's open session: its id (the cookie's value) and its user. */
export interface RequestSession {
  id: string;
  user: SessionUser;
}

/**
 * The request's session, read from its cookie once, or null (no cookie,
 * bad signature, expired).
 */
export async function getRequestSession(
  db: Database,
  env: AuthEnv,
  request: Request,
  now = Date.now(),
): Promise<RequestSession | null> {
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
  return { id, user: { id: row.id, username: row.username, isAdmin: row.isAdmin } };
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
  if (id) await db.delete(sessions).where(eq(sessions.id, id));
  return clearedSessionCookie(env);
}

/**
 * One open session as 'Cuenta' and `GET /api/admin/account/sessions` show
 * it. Its `id` is opaque: derived from the session's secret one way, so
 * the list never hands out a cookie's value.
 */
export interface OpenSession {
  id: string;
  browser: string;
  country: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** The id a list shows for a session: the first 128 bits of SHA-256 of its secret, hex. */
export async function publicSessionId(sessionId: string): Promise<string> {
  return (await sha256Hex(new TextEncoder().encode(`session:${sessionId}`))).slice(0, 32);
}

/** The statement that reads the user's sessions that have not expired. */
export const openSessionsQuery = (db: Database, userId: number, now = Date.now()) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.createdAt));

/** The user's sessions that have not expired, the current one first, then the most recently used. */
export async function listSessions(
  db: Database,
  userId: number,
  currentId: string | null,
  now = Date.now(),
): Promise<OpenSession[]> {
  return toOpenSessions(await openSessionsQuery(db, userId, now), currentId);
}

export async function toOpenSessions(
  rows: Session[],
  currentId: string | null,
): Promise<OpenSession[]> {
  const listed = await Promise.all(
    rows.map(async (row) => ({
      id: await publicSessionId(row.id),
      browser: describeUserAgent(row.userAgent),
      country: row.country,
      startedAt: row.createdAt.toISOString(),
      lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
      current: row.id === currentId,
    })),
  );
  return listed.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
}

/**
 * Ends one of the user's sessions, named by its listed id; another user's
 * (or none) is 404. Answers whether it was the session in use, whose
 * cookie the caller then clears.
 */
export async function endSession(
  db: Database,
  userId: number,
  currentSessionId: string,
  listedId: string,
  client: SignInClient,
): Promise<{ endedCurrent: boolean }> {
  await countAccountChange(db, client.address);
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const ids = await Promise.all(rows.map(async (row) => [row.id, await publicSessionId(row.id)]));
  const target = ids.find(([, listed]) => listed === listedId)?.[0];
  if (target === undefined) throw notFound(accountMessages.sessionNotFound);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, target), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(accountMessages.sessionNotFound);
  return { endedCurrent: target === currentSessionId };
}

/**
 * The statement that voids every invitation link the admin made that nobody
 * used yet: what a stolen session could have left, ended with the sessions.
 */
export const voidInvitationsOf = (db: Database, userId: number) =>
  db
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.invitedBy, userId), isNull(adminInvitations.usedAt)));

/**
 * 'Cerrar las demás sesiones': ends every session of the user but `keepId`
 * and, in the same batch, voids the invitation links they made and removes
 * their passkeys but the one `keepId` was opened with, so a stolen session
 * or password leaves no way back in. Answers how many sessions and passkeys
 * ended.
 */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keepId: string,
  client: SignInClient,
): Promise<{ sessions: number; passkeys: number }> {
  await countAccountChange(db, client.address);
  const [removedPasskeys, ended] = await db.batch([
    endOtherPasskeys(db, userId, keepId),
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
      .returning({ id: sessions.id }),
    voidInvitationsOf(db, userId),
  ]);
  return { sessions: ended.length, passkeys: removedPasskeys.length };
}

/**
 * Another admin's every way in, ended by the owner: their sessions, their
 * passkeys and the invitation links they made, in one batch. The account
 * stays; its password still signs in.
 */
export async function endEveryWayInOf(
  db: Database,
  userId: number,
  now = Date.now(),
): Promise<{ sessions: number; passkeys: number }> {
  const [removedPasskeys, ended] = await db.batch([
    db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id }),
    db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ expiresAt: sessions.expiresAt }),
    voidInvitationsOf(db, userId),
  ]);
  // Expired rows go too, but only the sessions 'Usuarios' showed open are counted.
  const open = ended.filter((session) => session.expiresAt.getTime() > now).length;
  return { sessions: open, passkeys: removedPasskeys.length };
}
