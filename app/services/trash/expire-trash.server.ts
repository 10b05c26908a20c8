import { inArray, lt } from "drizzle-orm";
import { TRASH_RETENTION_DAYS } from "~/content/trash";
import type { Database } from "~/db/client.server";
import { trashEntries } from "~/db/schema";
import { ROWS_PER_STATEMENT, deleteInRounds } from "~/services/housekeeping/bounded-delete.server";
import { photoHashes, removeUnusedPhotos, type PhotoStore } from "./photos.server";

export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60_000;

/**
 * The daily job (docs/decisions/034-trash.md): the entries deleted more than
 * 30 days before `now` go for good, bounded as every clean-up is
 * (bounded-delete.server.ts), then the photos they held that nothing else
 * uses, in one query and a few R2 and KV calls. Answers how many entries
 * and photos went.
 */
export async function expireTrash(
  db: Database,
  photos: PhotoStore,
  now: Date,
): Promise<{ entries: number; photos: number }> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_MS);
  const hashes = new Set<string>();
  const entries = await deleteInRounds(async () => {
    const expired = db
      .select({ id: trashEntries.id })
      .from(trashEntries)
      .where(lt(trashEntries.deletedAt, cutoff))
      .limit(ROWS_PER_STATEMENT);
    const deleted = await db
      .delete(trashEntries)
      .where(inArray(trashEntries.id, expired))
      .returning({ snapshot: trashEntries.snapshot });
    for (const { snapshot } of deleted) for (const hash of photoHashes(snapshot)) hashes.add(hash);
    return deleted.length;
  });
  return { entries, photos: await removeUnusedPhotos(db, photos, [...hashes]) };
}
