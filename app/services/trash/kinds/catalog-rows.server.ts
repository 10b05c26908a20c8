import { eq } from "drizzle-orm";
import { recipes, stores } from "~/db/schema";
import { withoutTimestamps } from "~/services/catalog-rows.server";
import { notFound } from "~/services/errors.server";
import { RECIPE_NOT_FOUND } from "~/services/recipes.server";
import { STORE_NOT_FOUND } from "~/services/stores.server";
import { tableKind } from "../trash-kind.server";

/** A store or a recipe: one row, shown as its list shows it. */
function catalogRowKind(
  table: typeof stores | typeof recipes,
  missing: string,
  title: (row: { name?: string; title?: string }) => string,
) {
  return tableKind({
    table: table as typeof stores,
    id: table.id,
    notFound: missing,
    title,
    async shown(db, id) {
      const [row] = await db
        .select()
        .from(table as typeof stores)
        .where(eq(table.id, id))
        .limit(1);
      if (!row) throw notFound(missing);
      return withoutTimestamps(row);
    },
  });
}

export const storeKind = catalogRowKind(stores, STORE_NOT_FOUND, (row) => row.name ?? "");
export const recipeKind = catalogRowKind(recipes, RECIPE_NOT_FOUND, (row) => row.title ?? "");
