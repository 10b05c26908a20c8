import { TRASH_KINDS, TRASH_RETENTION_DAYS, trashCopy, type TrashEntry } from "~/content/trash";
import { formatDateTime } from "~/shared/dates";

const RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60_000;

/** A row of 'Papelera': what it was, who deleted it and when, and until when it is kept. */
export interface TrashRow {
  id: number;
  kindLabel: string;
  title: string;
  /** ISO 8601, for the row's `<time>`. */
  deletedAt: string;
  deletedLabel: string;
  keptUntilLabel: string;
}

export function trashRow(entry: TrashEntry): TrashRow {
  const deletedAt = new Date(entry.deletedAt);
  return {
    id: entry.id,
    kindLabel: TRASH_KINDS[entry.kind],
    title: entry.title,
    deletedAt: entry.deletedAt,
    deletedLabel: trashCopy.deletedOn(formatDateTime(deletedAt), entry.deletedBy),
    keptUntilLabel: trashCopy.keptUntil(formatDateTime(deletedAt.getTime() + RETENTION_MS)),
  };
}
