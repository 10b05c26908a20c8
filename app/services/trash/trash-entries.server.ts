/**
 * The trash ('Papelera', docs/decisions/034-trash.md): its list, a restore
 * that puts an item back whole, and a purge that deletes an entry for good
 * with the files only it kept and the photos nothing else uses.
 */
import { desc, eq } from "drizzle-orm";
import { trashCopy, type TrashEntry } from "~/content/trash";
import type { Database } from "~/db/client.server";
import { trashEntries, type TrashRow } from "~/db/schema";
import { conflict, notFound } from "~/services/errors.server";
import { isUniqueViolation } from "~/services/ids.server";
import { TRASH_KIND_MODELS } from "./kinds.server";
import { forgetRemovedEntries, removedEntryColumns } from "./forget-entries.server";
import { readStoredSnapshot, type RestoreOptions, type TrashFiles } from "./trash-kind.server";

export type { RestoreOptions };

const toTrashEntry = (row: Pick<TrashRow, keyof TrashEntry>): TrashEntry => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: row.deletedBy,
});

/** Every entry, newest first. */
export async function listTrash(db: Database): Promise<TrashEntry[]> {
  const rows = await db
    .select({
      id: trashEntries.id,
      kind: trashEntries.kind,
      title: trashEntries.title,
      deletedAt: trashEntries.deletedAt,
      deletedBy: trashEntries.deletedBy,
    })
    .from(trashEntries)
    .orderBy(desc(trashEntries.deletedAt), desc(trashEntries.id));
  return rows.map(toTrashEntry);
}

async function findEntry(db: Database, id: number): Promise<TrashRow> {
  const [row] = await db.select().from(trashEntries).where(eq(trashEntries.id, id)).limit(1);
  if (!row) throw notFound(trashCopy.notFound);
  return row;
}

/** A restored item as its collection shows it, and the entry's title for the page's toast. */
export interface RestoredItem {
  item: unknown;
  title: string;
}

/**
 * Puts entry `id`'s item back as it was (same id, slug, order, photos and
 * dependents) and empties the entry, in one batch; answers the item as its
 * collection shows it, and the entry's title. A 409 leaves everything as it
 * was: the slug taken (give `slug`), the code taken, the product of a
 * waiting-list entry gone, a copy this version cannot read.
 */
export async function restoreFromTrash(
  db: Database,
  id: number,
  options: RestoreOptions = {},
): Promise<RestoredItem> {
  const entry = await findEntry(db, id);
  const model = TRASH_KIND_MODELS[entry.kind];
  const snapshot = readStoredSnapshot(entry.snapshot);
  if (!model.accepts(snapshot)) throw conflict(trashCopy.snapshotOutdated);
  const inserts = await model.restore(db, snapshot, options);
  try {
    await db.batch([db.delete(trashEntries).where(eq(trashEntries.id, id)), ...inserts]);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Taken between the checks and the batch (another restore, a save): the
    // checks again say what (a 404 once the entry is gone).
    await findEntry(db, id);
    await model.restore(db, snapshot, options);
    throw conflict(trashCopy.idTaken);
  }
  return { item: await model.shown(db, entry.itemId), title: entry.title };
}

/**
 * Deletes entry `id` for good and the files only it kept, and queues the
 * photos it held that nothing else uses (photo-removals.server.ts); answers
 * the entry's title.
 */
export async function purgeTrashEntry(
  db: Database,
  id: number,
  files: TrashFiles,
): Promise<{ title: string }> {
  const removed = await db
    .delete(trashEntries)
    .where(eq(trashEntries.id, id))
    .returning({ ...removedEntryColumns, title: trashEntries.title });
  const [entry] = removed;
  if (!entry) throw notFound(trashCopy.notFound);
  await forgetRemovedEntries(db, files, removed, new Date());
  return { title: entry.title };
}
