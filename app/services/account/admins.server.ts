import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { passkeys, sessions, signInAttempts, users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { conflict, notFound } from "../errors.server";
import { countAccountChange } from "./account-limits.server";
import { endEveryWayInOf } from "./sessions.server";

export interface AdminSummary {
  id: number;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** Their sessions still open and their passkeys: ways in the owner can end. */
  openSessions: number;
  passkeys: number;
}

/**
 * The statement that reads every admin with their last successful sign-in
 * and how many sessions (open at `now`) and passkeys they have, oldest
 * account first.
 */
export function adminsQuery(db: Database, now = Date.now()) {
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
      openSessions: sql<number>`(SELECT count(*) FROM ${sessions} WHERE ${sessions.userId} = ${users.id} AND ${sessions.expiresAt} > ${now})`,
      passkeys: sql<number>`(SELECT count(*) FROM ${passkeys} WHERE ${passkeys.userId} = ${users.id})`,
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
    openSessions: Number(row.openSessions),
    passkeys: Number(row.passkeys),
  }));
}

/** Every admin with their last successful sign-in, oldest account first. */
export async function listAdmins(db: Database): Promise<AdminSummary[]> {
  return toAdminSummaries(await adminsQuery(db));
}

/**
 * The username of admin `id`, on whom `actorId` makes an account change
 * (counted for the limit): 409 `onSelf` when it is the actor, 404 when no
 * such admin exists.
 */
async function otherAdminsName(
  db: Database,
  actorId: number,
  id: number,
  client: SignInClient,
  onSelf: string,
): Promise<string> {
  await countAccountChange(db, client.address);
  if (id === actorId) throw conflict(onSelf);
  const [target] = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)))
    .limit(1);
  if (!target) throw notFound(accountMessages.userNotFound);
  return target.username;
}

/**
 * Ends another admin's sessions, passkeys and invitation links
 * (docs/decisions/026-accounts-passkeys-and-sessions.md): the owner's way to
 * shut a door without removing the account. Not oneself: 'Cerrar las demás
 * sesiones' in 'Cuenta' keeps the session in use.
 */
export async function signOutAdmin(
  db: Database,
  actorId: number,
  id: number,
  client: SignInClient,
): Promise<{ username: string; sessions: number; passkeys: number }> {
  const username = await otherAdminsName(
    db,
    actorId,
    id,
    client,
    accountMessages.cannotSignOutSelf,
  );
  return { username, ...(await endEveryWayInOf(db, id)) };
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
  const username = await otherAdminsName(db, actorId, id, client, accountMessages.cannotRemoveSelf);
  const removed = await db
    .delete(users)
    .where(
      and(eq(users.id, id), sql`(SELECT count(*) FROM ${users} WHERE ${users.isAdmin} = 1) > 1`),
    )
    .returning({ id: users.id });
  if (removed.length === 0) throw conflict(accountMessages.lastAdmin);
  return username;
}
