import { inArray, lt } from "drizzle-orm";
import { TRASH_RETENTION_DAYS } from "~/content/trash";
import type { Database } from "~/db/client.server";
import { trashEntries } from "~/db/schema";
import { ROWS_PER_STATEMENT, deleteInRounds } from "~/services/housekeeping/bounded-delete.server";
import {
  forgetRemovedEntries,
  removedEntryColumns,
  type RemovedEntry,
} from "./forget-entries.server";
import type { TrashFiles } from "./trash-kind.server";

export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60_000;

/**
 * The daily job (docs/decisions/034-trash.md): the entries deleted more than
 * 30 days before `now` go for good, bounded as every clean-up is
 * (bounded-delete.server.ts), then the files only they kept (an order's
 * receipts); the photos they held that nothing else uses are queued, in one
 * query (photo-removals.server.ts). Answers how many entries went and how
 * many photos were queued.
 */
export async function expireTrash(
  db: Database,
  files: TrashFiles,
  now: Date,
): Promise<{ entries: number; photos: number }> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_MS);
  const removed: RemovedEntry[] = [];
  const entries = await deleteInRounds(async () => {
    const expired = db
      .select({ id: trashEntries.id })
      .from(trashEntries)
      .where(lt(trashEntries.deletedAt, cutoff))
      .limit(ROWS_PER_STATEMENT);
    const deleted = await db
      .delete(trashEntries)
      .where(inArray(trashEntries.id, expired))
      .returning(removedEntryColumns);
    removed.push(...deleted);
    return deleted.length;
  });
  return { entries, photos: await forgetRemovedEntries(db, files, removed, now) };
}
