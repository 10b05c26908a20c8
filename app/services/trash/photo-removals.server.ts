/**
 * A photo that nothing in D1 names any more may still be named by a kept
 * automatic backup, whose restore would bring its product back without a
 * picture (docs/decisions/034-trash.md). So a trash entry going for good
 * only queues the photos it alone held, with the day they went unused; the
 * daily run removes a queued photo once every kept backup is of a later day,
 * and only if nothing names it again meanwhile.
 */
import { and, asc, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { photoRemovals } from "~/db/schema";
import { ROWS_PER_STATEMENT } from "~/services/housekeeping/bounded-delete.server";
import { listStoredBackups } from "~/services/stored-backups.server";
import { todayInMexicoCity } from "~/shared/code-expiry";
import { removePhotos, unnamedPhotosQuery, unusedPhotos } from "./photos.server";
import type { TrashFiles } from "./trash-kind.server";

/**
 * Queues those of `hashes` that nothing names any more, as unused since
 * `now`'s day (a photo queued before takes the later day); one query.
 * Answers how many were queued.
 */
export async function queueUnusedPhotos(
  db: Database,
  hashes: string[],
  now: Date,
): Promise<number> {
  if (hashes.length === 0) return 0;
  const queued = await db.all<{ hash: string }>(sql`
    INSERT INTO photo_removals (hash, unused_on)
    ${unnamedPhotosQuery(hashes, sql`${todayInMexicoCity(now)}`)}
    ON CONFLICT (hash) DO UPDATE SET unused_on = excluded.unused_on
    RETURNING hash`);
  return queued.length;
}

/**
 * The daily job: of the queued photos, the oldest ROWS_PER_STATEMENT, those
 * unused since before the oldest kept backup's day (all of them when no
 * backup is stored). Those still unnamed leave KV and R2; the others are
 * named again and leave the queue (their next trash entry queues them anew).
 * The backups are listed only when something is queued. Answers how many
 * photos were removed.
 */
export async function removeReleasedPhotos(db: Database, files: TrashFiles): Promise<number> {
  const queued = await db
    .select()
    .from(photoRemovals)
    .orderBy(asc(photoRemovals.unusedOn))
    .limit(ROWS_PER_STATEMENT);
  if (queued.length === 0) return 0;
  const oldestBackup = (await listStoredBackups(files.BACKUPS)).at(-1)?.id;
  const due = queued
    .filter((row) => oldestBackup === undefined || row.unusedOn < oldestBackup)
    .map((row) => row.hash);
  if (due.length === 0) return 0;
  const unused = await unusedPhotos(db, due);
  await removePhotos(files, unused);
  await db
    .delete(photoRemovals)
    .where(
      and(
        sql`${photoRemovals.hash} IN (SELECT value FROM json_each(${JSON.stringify(due)}))`,
        oldestBackup === undefined ? undefined : lt(photoRemovals.unusedOn, oldestBackup),
      ),
    );
  return unused.length;
}
