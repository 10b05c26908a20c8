import { eq } from "drizzle-orm";
import { trashEntries } from "../../app/db/schema";
import type { TestWorker } from "./worker";

export const DAY = 24 * 60 * 60_000;

/** Dates trash entry `trashId` as deleted `days` before `now`: past the 30 days, the next daily run removes it. */
export async function ageTrashEntry(
  worker: TestWorker,
  trashId: number,
  now: number,
  days = 31,
): Promise<void> {
  await worker.db
    .update(trashEntries)
    .set({ deletedAt: new Date(now - days * DAY) })
    .where(eq(trashEntries.id, trashId));
}
