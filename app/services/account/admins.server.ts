import { and, asc, eq, gt, isNull, lt, max, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminInvitations, signInAttempts, users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { InvitationAcceptance } from "~/validation/account";
import { normalizeUsername } from "~/validation/auth";
import { conflict, notFound } from "../errors.server";
import { isUniqueViolation } from "../ids.server";
import { hashPassword } from "../password.server";
import { checkNewPassword } from "./new-password.server";
import { RANDOM_TOKEN, randomToken, sha256Hex } from "../random-token.server";

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

export interface AdminSummary {
  id: number;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
}

/** Every admin with their last successful sign-in, oldest account first. */
export async function listAdmins(db: Database): Promise<AdminSummary[]> {
  const lastSignIns = db
    .select({ userId: signInAttempts.userId, at: max(signInAttempts.attemptedAt).as("at") })
    .from(signInAttempts)
    .where(eq(signInAttempts.succeeded, true))
    .groupBy(signInAttempts.userId)
    .as("last_sign_ins");
  const rows = await db
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
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
    // max() over a timestamp column comes back as the stored number.
    lastSignInAt:
      row.lastSignInAt == null ? null : new Date(Number(row.lastSignInAt)).toISOString(),
  }));
}

/**
 * Removes an admin and, with the row, their sessions and passkeys (ON DELETE
 * CASCADE). Never oneself, never the last admin: the count is part of the
 * DELETE, so two admins removing each other at once cannot both succeed.
 */
export async function removeAdmin(db: Database, actorId: number, id: number): Promise<string> {
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

/** SHA-256 of an invitation token, hex: what is stored in its place. */
const tokenHash = (token: string) => sha256Hex(new TextEncoder().encode(token));

/** Where an invitation's link points. */
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

/**
 * A new single-use invitation, valid for 72 hours: answers its link (the
 * only time the token exists outside the invited person's hands) and when
 * it expires. Used and expired invitations are dropped meanwhile.
 */
export async function createInvitation(
  db: Database,
  invitedBy: number,
  origin: string,
  now = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(now + INVITATION_TTL_MS);
  await db.batch([
    db
      .delete(adminInvitations)
      .where(
        or(
          lt(adminInvitations.expiresAt, new Date(now)),
          sql`${adminInvitations.usedAt} IS NOT NULL`,
        ),
      ),
    db.insert(adminInvitations).values({
      tokenHash: await tokenHash(token),
      invitedBy,
      createdAt: new Date(now),
      expiresAt,
    }),
  ]);
  return { url: `${origin}${invitationPath(token)}`, expiresAt: expiresAt.toISOString() };
}

/** Whether the token names an invitation that is neither used nor expired. */
export async function invitationIsOpen(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  if (!RANDOM_TOKEN.test(token)) return false;
  const [row] = await db
    .select({ id: adminInvitations.id })
    .from(adminInvitations)
    .where(openInvitation(await tokenHash(token), now))
    .limit(1);
  return row !== undefined;
}

const openInvitation = (hash: string, now: number) =>
  and(
    eq(adminInvitations.tokenHash, hash),
    isNull(adminInvitations.usedAt),
    gt(adminInvitations.expiresAt, new Date(now)),
  );

/**
 * Creates the invited admin and spends the invitation: the invitation is
 * claimed first (one UPDATE, so two people with the same link cannot both
 * get in), and given back if the account cannot be made.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: InvitationAcceptance,
  now = Date.now(),
): Promise<number> {
  const invalid = () => notFound(accountMessages.invitationInvalid);
  if (!RANDOM_TOKEN.test(token)) throw invalid();
  const username = normalizeUsername(input.username);
  checkNewPassword(input.password, "password");
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (taken) throw conflict(accountMessages.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  const [claimed] = await db
    .update(adminInvitations)
    .set({ usedAt: new Date(now) })
    .where(openInvitation(await tokenHash(token), now))
    .returning({ id: adminInvitations.id });
  if (!claimed) throw invalid();
  try {
    const [created] = await db
      .insert(users)
      .values({ username, passwordHash, isAdmin: true, createdAt: new Date(now) })
      .returning({ id: users.id });
    if (!created) throw new Error("The new admin was not stored");
    return created.id;
  } catch (error) {
    await db
      .update(adminInvitations)
      .set({ usedAt: null })
      .where(eq(adminInvitations.id, claimed.id));
    if (isUniqueViolation(error)) throw conflict(accountMessages.usernameTaken);
    throw error;
  }
}
