/**
 * The waiting list ('Avísame cuando haya',
 * docs/decisions/025-availability-and-waiting-list.md): a visitor's entry for
 * a sold-out or coming product, stored once per product and contact while it
 * is open ('nueva'); the owner follows it in 'Solicitudes' like a request.
 * An entry is closed once its status is anything but 'nueva'; 90 days after
 * that the daily housekeeping deletes it (docs/decisions/033-scheduled-jobs-and-automatic-backups.md).
 */
import { inboxItemColumns } from "./inbox-columns.server";
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { waitlistCopy } from "~/content/availability";
import { ORDERABLE_AVAILABILITIES, canBeOrdered } from "~/content/availability-states";
import type { Database } from "~/db/client.server";
import {
  products,
  waitlistEntries,
  type NoticeState,
  type RequestStatus,
  type WaitlistEntry,
} from "~/db/schema";
import type { RequestChange } from "~/validation/request-follow-up";
import type { WaitlistInput } from "~/validation/waitlist";
import { conflict, notFound } from "./errors.server";
import { newInboxRowColumns } from "./new-inbox-row.server";
import { followUpUpdate } from "./follow-up-change.server";

/** How long a closed entry is kept (the privacy notice says so). */
export const CLOSED_ENTRY_RETENTION_MS = 90 * 24 * 60 * 60_000;

/** An entry as the inbox shows it: with its product's name and page. */
export interface InboxWaitlistEntry extends WaitlistEntry {
  kind: "waitlist";
  productName: string;
  productSlug: string;
}

// The product's columns under names of their own: D1's batch answers rows as
// objects, where the product's `name` and the person's would share one key.
const entryColumns = {
  id: waitlistEntries.id,
  kind: sql<"waitlist">`'waitlist'`.as("kind"),
  productId: waitlistEntries.productId,
  productName: sql<string>`${products.name}`.as("productName"),
  productSlug: sql<string>`${products.slug}`.as("productSlug"),
  name: waitlistEntries.name,
  email: waitlistEntries.email,
  phone: waitlistEntries.phone,
  ...inboxItemColumns(waitlistEntries),
};

function entryQuery(db: Database, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .where(where);
}

/** The entries closed for longer than the retention, which the housekeeping deletes. */
export function expiredEntries(now: Date): SQL | undefined {
  return and(
    ne(waitlistEntries.status, "nueva"),
    isNotNull(waitlistEntries.statusChangedAt),
    lt(waitlistEntries.statusChangedAt, new Date(now.getTime() - CLOSED_ENTRY_RETENTION_MS)),
  );
}

/** An open entry of the same product from the same e-mail or phone. */
function sameContactOpen(db: Database, input: WaitlistInput) {
  const contact = [
    input.email === null ? undefined : eq(waitlistEntries.email, input.email),
    input.phone === null ? undefined : eq(waitlistEntries.phone, input.phone),
  ].filter((condition) => condition !== undefined);
  return db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.productId, input.productId),
        eq(waitlistEntries.status, "nueva"),
        or(...contact),
      ),
    );
}

export interface JoinedWaitlist {
  entry: WaitlistEntry;
  /** False when the same contact was already waiting for the product: nothing new was stored. */
  created: boolean;
}

/**
 * Stores an entry in one statement that inserts it only if the product
 * exists, is not available and has no open entry from the same contact, so
 * concurrent submissions store one; then says why nothing was stored: 404
 * for an unknown product, 409 'Este producto está disponible', or the entry
 * already waiting.
 */
export async function joinWaitlist(
  db: Database,
  input: WaitlistInput,
  { now = new Date(), noticeState = "off" }: { now?: Date; noticeState?: NoticeState } = {},
): Promise<JoinedWaitlist> {
  const entryRow = db
    .select({
      id: sql<number>`NULL`.as("id"),
      productId: products.id,
      name: sql<string>`${input.name}`.as("name"),
      email: sql<string | null>`${input.email}`.as("email"),
      phone: sql<string | null>`${input.phone}`.as("phone"),
      ...newInboxRowColumns(now, noticeState),
    })
    .from(products)
    .where(
      and(
        eq(products.id, input.productId),
        notInArray(products.availability, ORDERABLE_AVAILABILITIES),
        notExists(sameContactOpen(db, input)),
      ),
    );
  const [entry] = await db.insert(waitlistEntries).select(entryRow).returning();
  if (entry) return { entry, created: true };

  const [product] = await db
    .select({ availability: products.availability })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw notFound(waitlistCopy.productMissing);
  if (canBeOrdered(product.availability)) throw conflict(waitlistCopy.available);
  const [existing] = await db
    .select()
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.id, sameContactOpen(db, input)))
    .limit(1);
  // The open entry was closed in between: store this one after all.
  if (!existing) return joinWaitlist(db, input, { now, noticeState });
  return { entry: existing, created: false };
}

export interface WaitlistFilters {
  status?: RequestStatus;
  productId?: number;
}

/** The statement that reads the entries that match, newest first; none for null. */
export function waitlistEntriesQuery(db: Database, filters: WaitlistFilters | null) {
  const matching = filters
    ? and(
        filters.status ? eq(waitlistEntries.status, filters.status) : undefined,
        filters.productId ? eq(waitlistEntries.productId, filters.productId) : undefined,
      )
    : sql`0`;
  return entryQuery(db, matching).orderBy(
    desc(waitlistEntries.createdAt),
    desc(waitlistEntries.id),
  );
}

/** One entry, or a 404 'Solicitud no encontrada'. */
export async function findWaitlistEntry(
  db: Database,
  id: number,
  notFoundMessage: string,
): Promise<InboxWaitlistEntry> {
  const [row] = await entryQuery(db, eq(waitlistEntries.id, id)).limit(1);
  if (!row) throw notFound(notFoundMessage);
  return row;
}

/**
 * Changes an entry's status and/or note (a new status records its time),
 * the write and the reading of the result in one batch.
 */
export async function changeWaitlistEntry(
  db: Database,
  id: number,
  change: RequestChange,
  notFoundMessage: string,
  now = new Date(),
): Promise<InboxWaitlistEntry> {
  const current = await findWaitlistEntry(db, id, notFoundMessage);
  const update = followUpUpdate(current, change, now);
  if (!update) return current;
  const [, [row]] = await db.batch([
    db.update(waitlistEntries).set(update.values).where(eq(waitlistEntries.id, id)),
    entryQuery(db, eq(waitlistEntries.id, id)).limit(1),
  ]);
  if (!row) throw notFound(notFoundMessage);
  return row;
}

/** Records the outcome of an entry's e-mail notice. */
export const recordEntryNotice = (db: Database, id: number, state: NoticeState, at: Date) =>
  db
    .update(waitlistEntries)
    .set({ noticeState: state, noticeAt: at })
    .where(eq(waitlistEntries.id, id));

/** How many people are still waiting ('nueva') for a product. */
export async function countWaitingFor(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productId, productId), eq(waitlistEntries.status, "nueva")));
  return row?.value ?? 0;
}
