import { and, eq, ne } from "drizzle-orm";
import { invitationCodes } from "~/db/schema";
import { conflict } from "~/services/errors.server";
import {
  CODE_NOT_FOUND,
  DUPLICATE_CODE,
  USED_CODE_LOCKED,
  findInvitationCode,
} from "~/services/invitations.server";
import { tableKind } from "../trash-kind.server";

/** An unused invitation code (a used one is refused, as it always was). */
export const invitationCodeKind = tableKind({
  table: invitationCodes,
  id: invitationCodes.id,
  notFound: CODE_NOT_FOUND,
  title: (row) => row.code,
  refuseDelete: (row) => (row.isUsed ? conflict(USED_CODE_LOCKED) : null),
  // Used between the read and the delete: nothing is deleted (and the batch takes nothing).
  removable: eq(invitationCodes.isUsed, false),
  async checkRestore(db, row) {
    const [taken] = await db
      .select({ id: invitationCodes.id })
      .from(invitationCodes)
      .where(and(eq(invitationCodes.code, row.code), ne(invitationCodes.id, row.id)))
      .limit(1);
    if (taken) throw conflict(DUPLICATE_CODE);
    return row;
  },
  shown: (db, id) => findInvitationCode(db, id),
});
