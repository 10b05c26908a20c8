import { and, eq, ne } from "drizzle-orm";
import { requestInboxCopy } from "~/content/request-inbox";
import { trashCopy } from "~/content/trash";
import {
  invitationCodes,
  invitationRequests,
  products,
  requestStatusChanges,
  waitlistEntries,
} from "~/db/schema";
import { conflict } from "~/services/errors.server";
import { CODE_ALREADY_USED } from "~/services/invitations.server";
import { getRequestDetail } from "~/services/request-inbox.server";
import { findWaitlistEntry } from "~/services/waitlist.server";
import { tableKind } from "../trash-kind.server";

const NOT_FOUND = requestInboxCopy.requestNotFound;

/** A request with its status history; its code stays used meanwhile. */
export const requestKind = tableKind({
  table: invitationRequests,
  id: invitationRequests.id,
  dependents: {
    table: requestStatusChanges,
    parent: requestStatusChanges.requestId,
    id: requestStatusChanges.id,
  },
  notFound: NOT_FOUND,
  title: (row) => row.name,
  async checkRestore(db, row) {
    const [[code], [other]] = await db.batch([
      db
        .select({ id: invitationCodes.id })
        .from(invitationCodes)
        .where(eq(invitationCodes.id, row.invitationCodeId))
        .limit(1),
      db
        .select({ id: invitationRequests.id })
        .from(invitationRequests)
        .where(
          and(
            eq(invitationRequests.invitationCodeId, row.invitationCodeId),
            ne(invitationRequests.id, row.id),
          ),
        )
        .limit(1),
    ]);
    if (!code) throw conflict(trashCopy.codeMissing);
    if (other) throw conflict(CODE_ALREADY_USED);
    return row;
  },
  shown: getRequestDetail,
});

/** A waiting-list entry; it comes back only while its product exists. */
export const waitlistEntryKind = tableKind({
  table: waitlistEntries,
  id: waitlistEntries.id,
  notFound: NOT_FOUND,
  title: (row) => row.name,
  async checkRestore(db, row) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, row.productId))
      .limit(1);
    if (!product) throw conflict(trashCopy.productMissing);
    return row;
  },
  shown: (db, id) => findWaitlistEntry(db, id, NOT_FOUND),
});
