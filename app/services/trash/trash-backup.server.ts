/**
 * The trash in a backup file (docs/decisions/013-backups.md, 034-trash.md):
 * each entry with its snapshot as JSON, and back again, every snapshot
 * checked by its kind (trash-kind.server.ts) so a restore from the trash
 * never meets a row D1 would refuse. A file without `trash` restores to an
 * empty trash.
 */
import { z } from "zod";
import { TRASH_KINDS, type TrashKind } from "~/content/trash";
import type { TrashRow, trashEntries } from "~/db/schema";
import { badRequest } from "~/services/errors.server";
import { TRASH_KIND_MODELS } from "./kinds.server";
import { readStoredSnapshot } from "./trash-kind.server";

/** The section's name in the file's messages. */
const LABEL = "Papelera";

export interface TrashBackupEntry {
  id: number;
  kind: TrashKind;
  itemId: number;
  title: string;
  snapshot: unknown;
  deletedAt: string;
  deletedBy: string | null;
}

/**
 * The entries a file carries: each whose copy its kind can put back. One
 * this version cannot read (a change of its tables since) stays out, so
 * the file always restores; it stays in the trash, where restoring it says so.
 */
export const trashBackupOf = (rows: TrashRow[]): TrashBackupEntry[] =>
  rows.flatMap((row) => {
    const snapshot = readStoredSnapshot(row.snapshot);
    if (!TRASH_KIND_MODELS[row.kind].accepts(snapshot)) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        itemId: row.itemId,
        title: row.title,
        snapshot,
        deletedAt: row.deletedAt.toISOString(),
        deletedBy: row.deletedBy,
      },
    ];
  });

const positiveId = z
  .number({ error: "El id debe ser un número entero positivo" })
  .int("El id debe ser un número entero positivo")
  .positive("El id debe ser un número entero positivo");

const trashEntry = z
  .object({
    id: positiveId,
    kind: z.enum(Object.keys(TRASH_KINDS) as [TrashKind, ...TrashKind[]], {
      error: "Tipo de elemento no válido",
    }),
    itemId: positiveId,
    title: z.string({ error: "El título debe ser texto" }).max(500, "El título es demasiado largo"),
    snapshot: z.unknown(),
    deletedAt: z.iso
      .datetime({ offset: true, error: "La fecha no es válida (se espera ISO 8601)" })
      .transform((value) => new Date(value)),
    deletedBy: z.string({ error: "Quién lo eliminó debe ser texto" }).max(200).nullable(),
  })
  .refine(
    (entry) =>
      TRASH_KIND_MODELS[entry.kind].accepts(entry.snapshot) &&
      (entry.snapshot as { row: { id: unknown } }).row.id === entry.itemId,
    { message: "La copia del elemento no es válida" },
  );

/** The file's trash, ready to insert; a 400 naming the entry when one is not valid. */
export function parseTrashBackup(value: unknown): (typeof trashEntries.$inferInsert)[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw badRequest(`La sección «${LABEL}» (trash) no es una lista`);
  }
  const ids = new Set<number>();
  return value.map((item, index) => {
    const parsed = trashEntry.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join(".");
      const message = issue?.message ?? "Dato no válido";
      throw badRequest(
        `${LABEL}, elemento ${index + 1}: ${field ? `${message} (campo «${field}»)` : message}`,
      );
    }
    const { snapshot, ...entry } = parsed.data;
    if (ids.has(entry.id))
      throw badRequest(`${LABEL}, elemento ${index + 1}: Id repetido: ${entry.id}`);
    ids.add(entry.id);
    return { ...entry, snapshot: JSON.stringify(snapshot) };
  });
}
