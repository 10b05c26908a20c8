import type { Database } from "~/db/client.server";
import { trashEntries, type TrashRow } from "~/db/schema";
import { TRASH_KIND_MODELS } from "./kinds.server";
import { queueUnusedPhotos } from "./photo-removals.server";
import { photoHashes } from "./photos.server";
import type { TrashFiles } from "./trash-kind.server";

export type RemovedEntry = Pick<TrashRow, "kind" | "itemId" | "snapshot">;

/** What a delete of trash entries returns for `forgetRemovedEntries`. */
export const removedEntryColumns = {
  kind: trashEntries.kind,
  itemId: trashEntries.itemId,
  snapshot: trashEntries.snapshot,
};

/**
 * After entries have gone for good (a purge, the daily expiry): the files
 * each item alone kept (an order's receipts), then the photos they held that
 * nothing else uses are queued for removal once no kept backup names them
 * (photo-removals.server.ts, docs/decisions/034-trash.md). Answers how many
 * photos were queued.
 */
export async function forgetRemovedEntries(
  db: Database,
  files: TrashFiles,
  removed: RemovedEntry[],
  now: Date,
): Promise<number> {
  for (const entry of removed) await TRASH_KIND_MODELS[entry.kind].forget?.(files, entry.itemId);
  const hashes = new Set(removed.flatMap((entry) => photoHashes(entry.snapshot)));
  return queueUnusedPhotos(db, [...hashes], now);
}
