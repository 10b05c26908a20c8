/**
 * The request inbox (docs/decisions/018-request-inbox.md): the requests with
 * the company of their code and the waiting list's entries
 * (docs/decisions/025-availability-and-waiting-list.md), filtered by status,
 * kind and product; one request with its history of status changes; a
 * status or note changed; how many are new.
 */
import { inboxItemColumns } from "./inbox-columns.server";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { requestInboxCopy } from "~/content/request-inbox";
import type { Database } from "~/db/client.server";
import {
  invitationCodes,
  invitationRequests,
  products,
  requestStatusChanges,
  waitlistEntries,
  type InvitationRequest,
  type RequestStatus,
} from "~/db/schema";
import type { RequestChange, RequestFilters } from "~/validation/request-follow-up";
import { notFound } from "./errors.server";
import { waitlistEntriesQuery, type InboxWaitlistEntry } from "./waitlist.server";
import { followUpUpdate } from "./follow-up-change.server";

/** A request as the inbox shows it: with its code's company (none if the code was deleted). */
export interface InboxRequest extends InvitationRequest {
  company: string | null;
}

export interface StatusChange {
  status: RequestStatus;
  changedAt: Date;
}

/** One request with every status change, oldest first. */
export interface RequestDetail extends InboxRequest {
  history: StatusChange[];
}

const inboxColumns = {
  id: invitationRequests.id,
  kind: invitationRequests.kind,
  invitationCodeId: invitationRequests.invitationCodeId,
  invitationCode: invitationRequests.invitationCode,
  name: invitationRequests.name,
  email: invitationRequests.email,
  phone: invitationRequests.phone,
  message: invitationRequests.message,
  ...inboxItemColumns(invitationRequests),
  company: invitationCodes.company,
};

function inboxQuery(db: Database, where: SQL | undefined) {
  return db
    .select(inboxColumns)
    .from(invitationRequests)
    .leftJoin(invitationCodes, eq(invitationCodes.id, invitationRequests.invitationCodeId))
    .where(where);
}

/** What 'Solicitudes' lists: invitation requests and the waiting list's entries. */
export type InboxItem = InboxRequest | InboxWaitlistEntry;

/** A product as the inbox's product filter offers it. */
export interface InboxProductChoice {
  id: number;
  name: string;
}

/** The 'Solicitudes' tab's rows and the choices of its product filter. */
export interface InboxPage {
  items: InboxItem[];
  products: InboxProductChoice[];
}

/**
 * The statements that read the requests and the entries that match the filters, newest first: `kind=waitlist`
 * or a product only the entries, an invitation kind only requests; null, none.
 */
function inboxReads(db: Database, filters: RequestFilters | null) {
  const { kind, status, productId } = filters ?? {};
  const wantsRequests = filters !== null && kind !== "waitlist" && productId === undefined;
  const wantsEntries = filters !== null && (kind === undefined || kind === "waitlist");
  const requestsMatching = wantsRequests
    ? and(
        status ? eq(invitationRequests.status, status) : undefined,
        kind ? eq(invitationRequests.kind, kind) : undefined,
      )
    : sql`0`;
  return [
    inboxQuery(db, requestsMatching).orderBy(
      desc(invitationRequests.createdAt),
      desc(invitationRequests.id),
    ),
    waitlistEntriesQuery(db, wantsEntries ? { status, productId } : null),
  ] as const;
}

function newestFirst(requests: InboxRequest[], entries: InboxWaitlistEntry[]): InboxItem[] {
  if (entries.length === 0) return requests;
  if (requests.length === 0) return entries;
  return [...requests, ...entries].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );
}

/** The inbox's items that match the filters, newest first, in one round trip. */
export async function listInboxItems(
  db: Database,
  filters: RequestFilters = {},
): Promise<InboxItem[]> {
  const [requests, entries] = await db.batch(inboxReads(db, filters));
  return newestFirst(requests, entries);
}

/**
 * The tab's page in one round trip: its items (none when `filters` is null,
 * a filter the page refused) and every product, for the product filter.
 */
export async function readInboxPage(
  db: Database,
  filters: RequestFilters | null,
): Promise<InboxPage> {
  const [requests, entries, choices] = await db.batch([
    ...inboxReads(db, filters),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(asc(products.displayOrder), asc(products.id)),
  ]);
  return { items: newestFirst(requests, entries), products: choices };
}

/** One request, or a 404 'Solicitud no encontrada'. */
export async function findInboxRequest(db: Database, id: number): Promise<InboxRequest> {
  const [row] = await inboxQuery(db, eq(invitationRequests.id, id)).limit(1);
  return found(row);
}

function found<T>(row: T | undefined): T {
  if (!row) throw notFound(requestInboxCopy.requestNotFound);
  return row;
}

/**
 * The statements that read one request and its history, to run in one batch
 * (after the batch's writes, if any); `detailOf` makes their rows the detail.
 */
export function detailReads(db: Database, id: number) {
  return [
    inboxQuery(db, eq(invitationRequests.id, id)).limit(1),
    db
      .select({ status: requestStatusChanges.status, changedAt: requestStatusChanges.changedAt })
      .from(requestStatusChanges)
      .where(eq(requestStatusChanges.requestId, id))
      .orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id)),
  ] as const;
}

export const detailOf = (rows: InboxRequest[], history: StatusChange[]): RequestDetail => ({
  ...found(rows[0]),
  history,
});

/** One request with its history, in one round trip. */
export async function getRequestDetail(db: Database, id: number): Promise<RequestDetail> {
  const [rows, history] = await db.batch(detailReads(db, id));
  return detailOf(rows, history);
}

/**
 * Changes a request's status and/or note. A new status records its time on
 * the request and a line in its history; the writes and the reading of the
 * result go in one batch. Setting the status it already has changes nothing
 * but the note.
 */
export async function changeRequest(
  db: Database,
  id: number,
  change: RequestChange,
  now = new Date(),
): Promise<RequestDetail> {
  const current = await getRequestDetail(db, id);
  const changed = followUpUpdate(current, change, now);
  if (!changed) return current;
  const { newStatus } = changed;
  const update = db
    .update(invitationRequests)
    .set(changed.values)
    .where(eq(invitationRequests.id, id));
  const [readRequest, readHistory] = detailReads(db, id);
  if (newStatus) {
    const [, , rows, history] = await db.batch([
      update,
      db.insert(requestStatusChanges).values({ requestId: id, status: newStatus, changedAt: now }),
      readRequest,
      readHistory,
    ]);
    return detailOf(rows, history);
  }
  const [, rows, history] = await db.batch([update, readRequest, readHistory]);
  return detailOf(rows, history);
}

/** How many requests and waiting entries are still 'nueva': the number on the tab. */
export async function countNewRequests(db: Database): Promise<number> {
  const [[requests], [entries]] = await db.batch([
    db
      .select({ value: count() })
      .from(invitationRequests)
      .where(eq(invitationRequests.status, "nueva")),
    db.select({ value: count() }).from(waitlistEntries).where(eq(waitlistEntries.status, "nueva")),
  ]);
  return (requests?.value ?? 0) + (entries?.value ?? 0);
}

/** When the request's status was set: its last change, or its arrival. */
export function statusSince(request: Pick<InvitationRequest, "statusChangedAt" | "createdAt">) {
  return request.statusChangedAt ?? request.createdAt;
}
