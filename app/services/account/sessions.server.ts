import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, type Session } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { notFound } from "../errors.server";
import { sha256Hex } from "../random-token.server";
import { countAccountChange } from "./account-limits.server";
import { voidInvitationsOf } from "./admin-invitations.server";
import { describeUserAgent } from "./user-agent.server";

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
 * 'Cerrar las demás sesiones': ends every session of the user but `keepId`
 * and, in the same batch, voids the invitation links they made, so a
 * stolen session leaves no way back in. Answers how many sessions ended.
 */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keepId: string,
  client: SignInClient,
): Promise<number> {
  await countAccountChange(db, client.address);
  const [ended] = await db.batch([
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
      .returning({ id: sessions.id }),
    voidInvitationsOf(db, userId),
  ]);
  return ended.length;
}
