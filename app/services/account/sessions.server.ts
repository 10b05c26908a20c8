import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
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

/** The user's sessions that have not expired, the most recently used first. */
export async function listSessions(
  db: Database,
  userId: number,
  currentId: string | null,
  now = Date.now(),
): Promise<OpenSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.createdAt));
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
