import { eq } from "drizzle-orm";
import type { TrashKind } from "~/content/trash";
import type { Database } from "~/db/client.server";
import { trashEntries } from "~/db/schema";
import type { WriteOutcome } from "~/services/site/site.server";
import { TRASH_KIND_MODELS } from "./kinds.server";

/** What a delete answers: the trash entry that holds the item, for 'Deshacer'. */
export interface Trashed {
  trashId: number;
}

/** A collection's delete: the item moved to the trash, by the signed-in admin. */
export type TrashingDelete = (
  db: Database,
  id: number,
  deletedBy: string | null,
) => Promise<Trashed>;

/** The delete of the items of `kind`. */
export const deleteToTrash =
  (kind: TrashKind): TrashingDelete =>
  (db, id, deletedBy) =>
    moveToTrash(db, kind, id, deletedBy);

/** The trash entry of a delete that was stored; none when the standalone site simulated it. */
export const trashIdOf = (outcome: WriteOutcome<Trashed, unknown>): number | undefined =>
  outcome.simulated ? undefined : outcome.value.trashId;

/** What `DELETE /api/admin/...` answers: as before, with the trash entry's id. */
export const deletedAnswer = (outcome: WriteOutcome<Trashed, unknown>) =>
  outcome.simulated ? outcome.value : { success: true as const, trashId: outcome.value.trashId };

/**
 * Deletes item `itemId` of `kind` by moving it to the trash: its snapshot
 * read, then the trash entry written and the item (with its dependents)
 * deleted in one batch, so nothing is ever half-moved
 * (docs/decisions/034-trash.md). 404 when there is no such item; 409 when it
 * may not be deleted (a used code).
 */
export async function moveToTrash(
  db: Database,
  kind: TrashKind,
  itemId: number,
  deletedBy: string | null,
  now = new Date(),
): Promise<Trashed> {
  const model = TRASH_KIND_MODELS[kind];
  const { title, snapshot } = await model.take(db, itemId);
  const [[entry], removed] = await db.batch([
    db
      .insert(trashEntries)
      .values({
        kind,
        itemId,
        title,
        snapshot: JSON.stringify(snapshot),
        deletedAt: now,
        deletedBy,
      })
      .returning({ id: trashEntries.id }),
    model.remove(db, itemId),
  ]);
  if (!entry) throw new Error("insert returned no row");
  if (removed.meta.changes === 0) {
    // Deleted (or, for a code, used) since the read: the entry holds nothing.
    await db.delete(trashEntries).where(eq(trashEntries.id, entry.id));
    await model.take(db, itemId);
    throw new Error(`The ${kind} ${itemId} changed while it was being deleted`);
  }
  return { trashId: entry.id };
}
