/**
 * The automatic backups (docs/decisions/033-scheduled-jobs-and-automatic-backups.md):
 * each day's backup file, the same JSON as the download, kept in the R2
 * bucket BACKUPS (never the public uploads) as `respaldo-YYYY-MM-DD.json`,
 * the date in Mexico City; the retention rule lets the older ones go.
 */
import type { Database } from "~/db/client.server";
import { todayInMexicoCity } from "~/shared/code-expiry";
import { exportBackup } from "./backup.server";
import { backupsToPrune } from "./backup-retention.server";

export interface StoredBackup {
  /** Its date in Mexico City, `YYYY-MM-DD`. */
  id: string;
  /** When it was stored, ISO 8601. */
  createdAt: string;
  bytes: number;
}

const KEY = /^respaldo-(\d{4}-\d{2}-\d{2})\.json$/;
const keyOf = (id: string) => `respaldo-${id}.json`;

/** Whether `id` names a stored backup's date (anything else names none). */
export const isBackupId = (id: string) => KEY.test(keyOf(id));

/** Every stored backup, newest first. */
export async function listStoredBackups(bucket: R2Bucket): Promise<StoredBackup[]> {
  const backups: StoredBackup[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: "respaldo-", cursor });
    for (const object of page.objects) {
      const id = KEY.exec(object.key)?.[1];
      if (!id) continue;
      backups.push({ id, createdAt: object.uploaded.toISOString(), bytes: object.size });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return backups.sort((a, b) => b.id.localeCompare(a.id));
}

/** A stored backup's text, or null when there is none of that date. */
export async function readStoredBackup(bucket: R2Bucket, id: string): Promise<string | null> {
  if (!isBackupId(id)) return null;
  const object = await bucket.get(keyOf(id));
  return object ? object.text() : null;
}

/**
 * Writes the day's backup (the same day again replaces it: a run repeated
 * is harmless), then deletes those the retention rule lets go.
 */
export async function writeDailyBackup(
  db: Database,
  bucket: R2Bucket,
  now: Date,
): Promise<{ id: string; bytes: number; pruned: string[] }> {
  const backup = await exportBackup(db, now);
  const id = todayInMexicoCity(now);
  const body = JSON.stringify(backup, null, 2);
  const stored = await bucket.put(keyOf(id), body, {
    httpMetadata: { contentType: "application/json; charset=utf-8" },
  });
  const stale = backupsToPrune(
    (await listStoredBackups(bucket)).map((stored) => stored.id),
    id,
  );
  if (stale.length > 0) await bucket.delete(stale.map(keyOf));
  return { id, bytes: stored?.size ?? body.length, pruned: stale };
}
