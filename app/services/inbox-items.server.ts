/**
 * The two kinds of item 'Solicitudes' follows up, behind one set of actions
 * (docs/decisions/018-request-inbox.md, 025-availability-and-waiting-list.md):
 * an invitation request and a waiting-list entry, each read, given a status
 * and a note, and its owner's e-mail notice sent again. The page and the
 * JSON route name the kind; nothing else tells them apart.
 */
import { requestInboxCopy } from "~/content/request-inbox";
import type { Database } from "~/db/client.server";
import type { RequestChange } from "~/validation/request-follow-up";
import { changeRequest, getRequestDetail, type RequestDetail } from "./request-inbox.server";
import {
  resendRequestNotice,
  resendWaitlistNotice,
  type NoticeSettings,
} from "./request-notice.server";
import { changeWaitlistEntry, findWaitlistEntry, type InboxWaitlistEntry } from "./waitlist.server";
import { deleteToTrash, type TrashingDelete } from "./trash/move-to-trash.server";

/** What each kind of item is when read. */
export interface InboxItemOf {
  request: RequestDetail;
  waitlist: InboxWaitlistEntry;
}

export type InboxItemKind = keyof InboxItemOf;

/** The follow-up of one kind of item. */
interface InboxItemActions<Item> {
  read(id: number): Promise<Item>;
  change(id: number, change: RequestChange): Promise<Item>;
  /** 409 when notices are off, 503 (recorded as failed) when the sending failed. */
  resendNotice(settings: NoticeSettings | null, id: number): Promise<Item>;
}

/** Each kind's follow-up over D1; `origin` is the admin's, for the notice's link. */
export function inboxItems(
  db: Database,
  origin: string,
): { [Kind in InboxItemKind]: InboxItemActions<InboxItemOf[Kind]> } {
  const notFound = requestInboxCopy.requestNotFound;
  return {
    request: {
      read: (id) => getRequestDetail(db, id),
      change: (id, change) => changeRequest(db, id, change),
      resendNotice: (settings, id) => resendRequestNotice(db, settings, id, origin),
    },
    waitlist: {
      read: (id) => findWaitlistEntry(db, id, notFound),
      change: (id, change) => changeWaitlistEntry(db, id, change, notFound),
      resendNotice: (settings, id) => resendWaitlistNotice(db, settings, id, origin),
    },
  };
}

/** Each kind's delete: the item moved to the trash with what goes with it (a request's history). */
export const deleteInboxItem: Record<InboxItemKind, TrashingDelete> = {
  request: deleteToTrash("request"),
  waitlist: deleteToTrash("waitlist-entry"),
};

export const { request: deleteRequest, waitlist: deleteWaitlistEntry } = deleteInboxItem;
