import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, type Session } from "~/db/schema";
import { accountMessages } from "~/content/account";
import { notFound } from "../errors.server";
import { describeUserAgent } from "./user-agent.server";

/** One open session as 'Cuenta' and `GET /api/admin/account/sessions` show it. */
export interface OpenSession {
  id: string;
  browser: string;
  country: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
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

export function toOpenSessions(rows: Session[], currentId: string | null): OpenSession[] {
  return rows
    .map((row) => ({
      id: row.id,
      browser: describeUserAgent(row.userAgent),
      country: row.country,
      startedAt: row.createdAt.toISOString(),
      lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
      current: row.id === currentId,
    }))
    .sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
}

/** Ends one of the user's sessions; another user's (or none) is 404. */
export async function endSession(db: Database, userId: number, id: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(accountMessages.sessionNotFound);
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keepId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}
