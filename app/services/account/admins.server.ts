import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { signInAttempts, users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { conflict, notFound } from "../errors.server";
import { countAccountChange } from "./account-limits.server";

export interface AdminSummary {
  id: number;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
}

/** The statement that reads every admin with their last successful sign-in, oldest account first. */
export function adminsQuery(db: Database) {
  const lastSignIns = db
    .select({ userId: signInAttempts.userId, at: max(signInAttempts.attemptedAt).as("at") })
    .from(signInAttempts)
    .where(eq(signInAttempts.succeeded, true))
    .groupBy(signInAttempts.userId)
    .as("last_sign_ins");
  return db
    .select({
      id: users.id,
      username: users.username,
      createdAt: users.createdAt,
      lastSignInAt: lastSignIns.at,
    })
    .from(users)
    .leftJoin(lastSignIns, eq(lastSignIns.userId, users.id))
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id));
}

export function toAdminSummaries(rows: Awaited<ReturnType<typeof adminsQuery>>): AdminSummary[] {
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
    // max() over a timestamp column comes back as the stored number.
    lastSignInAt:
      row.lastSignInAt == null ? null : new Date(Number(row.lastSignInAt)).toISOString(),
  }));
}

/** Every admin with their last successful sign-in, oldest account first. */
export async function listAdmins(db: Database): Promise<AdminSummary[]> {
  return toAdminSummaries(await adminsQuery(db));
}

/**
 * Removes an admin and, with the row, their sessions, passkeys and open
 * invitation links (ON DELETE CASCADE). Never oneself, never the last admin: the count is part of the
 * DELETE, so two admins removing each other at once cannot both succeed.
 */
export async function removeAdmin(
  db: Database,
  actorId: number,
  id: number,
  client: SignInClient,
): Promise<string> {
  await countAccountChange(db, client.address);
  if (id === actorId) throw conflict(accountMessages.cannotRemoveSelf);
  const [target] = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)))
    .limit(1);
  if (!target) throw notFound(accountMessages.userNotFound);
  const removed = await db
    .delete(users)
    .where(
      and(eq(users.id, id), sql`(SELECT count(*) FROM ${users} WHERE ${users.isAdmin} = 1) > 1`),
    )
    .returning({ id: users.id });
  if (removed.length === 0) throw conflict(accountMessages.lastAdmin);
  return target.username;
}
