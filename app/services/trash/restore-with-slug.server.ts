/**
 * A restore from 'Papelera', whose taken slug asks for another
 * (docs/decisions/034-trash.md): the 409 names the slug the 'Nuevo slug'
 * field starts from, the one given or else the one the product had.
 */
import { and, eq, sql } from "drizzle-orm";
import { trashCopy } from "~/content/trash";
import type { Database } from "~/db/client.server";
import { trashEntries } from "~/db/schema";
import { ServiceError, isServiceError } from "~/services/errors.server";
import { restoreFromTrash, type RestoreOptions, type RestoredItem } from "./trash-entries.server";

/** 'El slug ya está en uso', with the slug to start the next try from. */
export class SlugTaken extends ServiceError {
  constructor(readonly slug: string) {
    super(409, trashCopy.slugTaken, { fieldErrors: { slug: [trashCopy.slugTaken] } });
  }
}

/** The slug a product's trash entry holds; null for any other entry. */
async function trashedSlug(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: sql<unknown>`json_extract(${trashEntries.snapshot}, '$.row.slug')` })
    .from(trashEntries)
    .where(and(eq(trashEntries.id, id), eq(trashEntries.kind, "product")))
    .limit(1);
  return typeof row?.slug === "string" ? row.slug : null;
}

/** `restoreFromTrash`, its taken slug a SlugTaken. */
export async function restoreAskingForSlug(
  db: Database,
  id: number,
  options: RestoreOptions,
): Promise<RestoredItem> {
  try {
    return await restoreFromTrash(db, id, options);
  } catch (error) {
    if (!isServiceError(error) || error.status !== 409 || error.message !== trashCopy.slugTaken) {
      throw error;
    }
    throw new SlugTaken(options.slug ?? (await trashedSlug(db, id)) ?? "");
  }
}
