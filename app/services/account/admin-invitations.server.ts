import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminInvitations, users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import type { InvitationAcceptance } from "~/validation/account";
import { normalizeUsername } from "~/validation/auth";
import { conflict, notFound } from "../errors.server";
import { isUniqueViolation } from "../ids.server";
import { hashPassword } from "../password.server";
import { RANDOM_TOKEN, randomToken, sha256Hex } from "../random-token.server";
import { countAccountChange, countSignInAttempt } from "./account-limits.server";
import { confirmCurrentPassword } from "./current-password.server";
import { checkNewPassword } from "./new-password.server";

/**
 * Links that let a new person make an admin account
 * (docs/decisions/026-accounts-passkeys-and-sessions.md). Each is a way in,
 * so making one asks for the password, every open one is listed and can be
 * revoked, and each goes with the admin who made it: removed with them,
 * void when they change their password or end their other sessions.
 */

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** An open link as 'Usuarios' and `GET /api/admin/users/invitations` show it: never its token. */
export interface OpenInvitation {
  id: number;
  /** The username of the admin who made it. */
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

/** SHA-256 of an invitation token, hex: what is stored in its place. */
const tokenHash = (token: string) => sha256Hex(new TextEncoder().encode(token));

/** Where an invitation's link points. */
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

const isOpen = (now: number) =>
  and(isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, new Date(now)));

/**
 * A new single-use link, valid for 72 hours, made by the signed-in admin once
 * their current password is confirmed (a stolen session alone makes none).
 * Answers the link (the only time the token exists outside the invited
 * person's hands) and when it expires. Used and expired links are dropped meanwhile.
 */
export async function inviteAdmin(
  db: Database,
  invitedBy: number,
  currentPassword: unknown,
  client: SignInClient,
  origin: string,
  now = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  await countAccountChange(db, client.address, now);
  await confirmCurrentPassword(db, invitedBy, currentPassword, client, now);
  const token = randomToken();
  const expiresAt = new Date(now + INVITATION_TTL_MS);
  await db.insert(adminInvitations).values({
    tokenHash: await tokenHash(token),
    invitedBy,
    createdAt: new Date(now),
    expiresAt,
  });
  return { url: `${origin}${invitationPath(token)}`, expiresAt: expiresAt.toISOString() };
}

/** The statement that reads every open link, the newest first, with who made it. */
export const openInvitationsQuery = (db: Database, now = Date.now()) =>
  db
    .select({
      id: adminInvitations.id,
      createdBy: users.username,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .innerJoin(users, eq(users.id, adminInvitations.invitedBy))
    .where(isOpen(now))
    .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id));

export function toOpenInvitations(
  rows: Awaited<ReturnType<typeof openInvitationsQuery>>,
): OpenInvitation[] {
  return rows.map((row) => ({
    id: row.id,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Every open link, the newest first, with who made it. */
export async function listOpenInvitations(
  db: Database,
  now = Date.now(),
): Promise<OpenInvitation[]> {
  return toOpenInvitations(await openInvitationsQuery(db, now));
}

/** Revokes an open link (any admin may); a used, expired or unknown one is 404. */
export async function revokeInvitation(
  db: Database,
  id: number,
  client: SignInClient,
  now = Date.now(),
): Promise<void> {
  await countAccountChange(db, client.address, now);
  const revoked = await db
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.id, id), isOpen(now)))
    .returning({ id: adminInvitations.id });
  if (revoked.length === 0) throw notFound(accountMessages.invitationNotFound);
}

/** Whether the token names an invitation that is neither used, expired nor void. */
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
  and(eq(adminInvitations.tokenHash, hash), isOpen(now));

/** The one refusal of a link that does not open anything, whatever was typed. */
export const invalidInvitation = () => notFound(accountMessages.invitationInvalid);

/**
 * Counts the client's attempt with the sign-in limit (links cannot be
 * guessed at speed), then refuses a token that opens nothing (unknown,
 * used, expired or void) with the same 404, before anything typed is looked
 * at: the form tells nobody which usernames exist.
 */
export async function requireOpenInvitation(
  db: Database,
  token: string,
  client: SignInClient,
  now = Date.now(),
): Promise<void> {
  await countSignInAttempt(db, client.address, now);
  if (!(await invitationIsOpen(db, token, now))) throw invalidInvitation();
}

/**
 * Creates the invited admin and spends the invitation: the invitation is
 * claimed first (one UPDATE, so two people with the same link cannot both
 * get in), and given back if the account cannot be made. Call
 * `requireOpenInvitation` first.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: InvitationAcceptance,
  now = Date.now(),
): Promise<number> {
  if (!RANDOM_TOKEN.test(token)) throw invalidInvitation();
  const username = normalizeUsername(input.username);
  checkNewPassword(input.password, "password");
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (taken) throw conflict(accountMessages.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  // One batch, so one transaction: the claim and the account are made
  // together or not at all. The account is made only if the claim just
  // before it changed a row (SQLite's `changes()`), so two acceptances of one
  // link at once make one admin; a username taken meanwhile undoes the claim.
  let outcome: [{ id: number }[], { id: number }[]];
  try {
    outcome = await db.batch([
      db
        .update(adminInvitations)
        .set({ usedAt: new Date(now) })
        .where(openInvitation(await tokenHash(token), now))
        .returning({ id: adminInvitations.id }),
      db
        .insert(users)
        .select(
          db
            .select({
              id: sql<number>`NULL`.as("id"),
              username: sql<string>`${username}`.as("username"),
              passwordHash: sql<string>`${passwordHash}`.as("passwordHash"),
              isAdmin: sql<number>`1`.as("isAdmin"),
              createdAt: sql<number>`${now}`.as("createdAt"),
            })
            .from(sql`(SELECT 1)`)
            .where(sql`changes() = 1`),
        )
        .returning({ id: users.id }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(accountMessages.usernameTaken);
    throw error;
  }
  const [[claimed], [created]] = outcome;
  if (!claimed || !created) throw invalidInvitation();
  return created.id;
}
