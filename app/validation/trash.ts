import { z } from "zod";
import { productSlug } from "./product";

/** `POST /api/admin/trash/{id}/restore`'s optional body: a product's new slug when its own is taken. */
export const trashRestoreSchema = z.object({ slug: productSlug.optional() }).strict();

export type TrashRestoreInput = z.output<typeof trashRestoreSchema>;
