import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  invitationCodes,
  invitationRequests,
  type InvitationCode,
  type InvitationRequest,
  type NoticeState,
} from "~/db/schema";
import {
  INVITATION_CODE_PATTERN,
  normalizeInvitationCode,
  type InvitationCodeInput,
} from "~/validation/invitation-code";
import {
  invitationRequestMessages,
  type InvitationRequestInput,
} from "~/validation/invitation-request";
import { conflict, notFound } from "./errors.server";
import { isUniqueViolation } from "./ids.server";
import { invitationServiceCopy } from "~/content/invitations";
import { todayInMexicoCity, isCodeExpired } from "~/shared/code-expiry";
import { codeIsUsable } from "./invitation-code-expiry.server";
import { newInboxRowColumns } from "./new-inbox-row.server";

export const CODE_NOT_FOUND = invitationServiceCopy.codeNotFound;
export const CODE_ALREADY_USED = invitationServiceCopy.codeAlreadyUsed;
export const USED_CODE_LOCKED = invitationServiceCopy.usedCodeLocked;
export const DUPLICATE_CODE = invitationServiceCopy.duplicateCode;

/** All a visitor with the code may learn: never the company, nor whether it was used. */
export interface InvitationContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The public look-up. Unknown, used, expired and malformed codes answer the
 * same 404, so codes cannot be told apart or enumerated.
 */
export async function lookupInvitationCode(
  db: Database,
  rawCode: string,
  today = todayInMexicoCity(),
): Promise<InvitationContact> {
  const code = normalizeInvitationCode(rawCode);
  if (!INVITATION_CODE_PATTERN.test(code)) throw notFound(invitationRequestMessages.invalidCode);
  const [row] = await db
    .select({
      name: invitationCodes.name,
      email: invitationCodes.email,
      phone: invitationCodes.phone,
    })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, code), codeIsUsable(today)))
    .limit(1);
  if (!row) throw notFound(invitationRequestMessages.invalidCode);
  return row;
}

/**
 * Stores a request and marks its code used, atomically: one D1 batch (a
 * transaction) flips the code only if it is still unused, inserts the request
 * only if that flip happened, and records the request's id on the code. Of
 * any number of concurrent submissions with one code, exactly one stores a
 * row; the others get 409 and change nothing. An expired code is unknown.
 */
export async function redeemInvitationCode(
  db: Database,
  input: InvitationRequestInput,
  { now = new Date(), noticeState = "off" }: { now?: Date; noticeState?: NoticeState } = {},
): Promise<InvitationRequest> {
  const today = todayInMexicoCity(now);
  const [code] = await db
    .select({
      id: invitationCodes.id,
      code: invitationCodes.code,
      isUsed: invitationCodes.isUsed,
      expiresAt: invitationCodes.expiresAt,
    })
    .from(invitationCodes)
    .where(eq(invitationCodes.code, input.invitationCode))
    .limit(1);
  if (!code) throw notFound(invitationRequestMessages.invalidCode);
  if (code.isUsed) throw conflict(CODE_ALREADY_USED);
  if (isCodeExpired(code.expiresAt, today)) throw notFound(invitationRequestMessages.invalidCode);

  // Only drizzle query builders here: drizzle's D1 batch cannot bind the
  // parameters of raw `db.all(sql…)` / `db.run(sql…)` statements.
  const requestRow = db
    .select({
      id: sql<number>`NULL`.as("id"),
      kind: sql<InvitationRequestInput["kind"]>`${input.kind}`.as("kind"),
      invitationCodeId: invitationCodes.id,
      invitationCode: invitationCodes.code,
      name: sql<string>`${input.name}`.as("name"),
      email: sql<string>`${input.email}`.as("email"),
      phone: sql<string>`${input.phone}`.as("phone"),
      message: sql<string | null>`${input.message}`.as("message"),
      ...newInboxRowColumns(now, noticeState),
    })
    .from(invitationCodes)
    // changes(): rows changed by the batch's previous statement, the flip.
    .where(and(eq(invitationCodes.id, code.id), sql`changes() = 1`));
  let inserted: InvitationRequest[];
  try {
    [, inserted] = await db.batch([
      db
        .update(invitationCodes)
        .set({ isUsed: true, usedAt: now, updatedAt: now })
        .where(and(eq(invitationCodes.id, code.id), codeIsUsable(today))),
      db.insert(invitationRequests).select(requestRow).returning(),
      db
        .update(invitationCodes)
        .set({
          usedBy: sql`(SELECT ${invitationRequests.id} FROM ${invitationRequests} WHERE ${invitationRequests.invitationCodeId} = ${code.id})`,
        })
        .where(eq(invitationCodes.id, code.id)),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODE_ALREADY_USED);
    throw error;
  }
  const [request] = inserted;
  if (!request) throw conflict(CODE_ALREADY_USED);
  return request;
}

/** `isUsed` and its time; nothing when the change leaves `isUsed` out. */
function usedFields({ isUsed }: Partial<InvitationCodeInput>, now: Date) {
  if (isUsed === undefined) return {};
  return isUsed ? { isUsed: true, usedAt: now } : { isUsed: false, usedAt: null };
}

export async function createInvitationCode(
  db: Database,
  input: InvitationCodeInput,
  now = new Date(),
): Promise<InvitationCode> {
  try {
    const [row] = await db
      .insert(invitationCodes)
      .values({ ...input, ...usedFields(input, now) })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_CODE);
    throw error;
  }
}

/** Used codes are locked: the update only touches a row still unused, and writes the fields given. */
export async function updateInvitationCode(
  db: Database,
  id: number,
  input: Partial<InvitationCodeInput>,
  now = new Date(),
): Promise<InvitationCode> {
  let row: InvitationCode | undefined;
  try {
    [row] = await db
      .update(invitationCodes)
      .set({ ...input, ...usedFields(input, now), updatedAt: now })
      .where(and(eq(invitationCodes.id, id), eq(invitationCodes.isUsed, false)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_CODE);
    throw error;
  }
  if (row) return row;
  throw (await codeExists(db, id)) ? conflict(USED_CODE_LOCKED) : notFound(CODE_NOT_FOUND);
}

/** One code by its id, as the admin's JSON shows it; a 404 when there is none. */
export async function findInvitationCode(db: Database, id: number): Promise<InvitationCode> {
  const [row] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, id)).limit(1);
  if (!row) throw notFound(CODE_NOT_FOUND);
  return row;
}

async function codeExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(eq(invitationCodes.id, id))
    .limit(1);
  return row !== undefined;
}
