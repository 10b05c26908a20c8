import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recipes, stores } from "~/db/schema";
import { withoutTimestamps } from "~/services/catalog-rows.server";
import { notFound } from "~/services/errors.server";
import { RECIPE_NOT_FOUND } from "~/services/recipes.server";
import { STORE_NOT_FOUND } from "~/services/stores.server";
import { tableKind } from "../trash-kind.server";

/** A store's or a recipe's row as its list shows it (no timestamps), or a 404. */
const shownRow =
  (table: typeof stores | typeof recipes, missing: string) => async (db: Database, id: number) => {
    const [row] = await db
      .select()
      .from(table as typeof stores)
      .where(eq(table.id, id))
      .limit(1);
    if (!row) throw notFound(missing);
    return withoutTimestamps(row);
  };

/** A store: one row. */
export const storeKind = tableKind({
  table: stores,
  id: stores.id,
  notFound: STORE_NOT_FOUND,
  title: (row) => row.name,
  shown: shownRow(stores, STORE_NOT_FOUND),
});

/** A recipe: one row; its photo comes back with it. */
export const recipeKind = tableKind({
  table: recipes,
  id: recipes.id,
  notFound: RECIPE_NOT_FOUND,
  title: (row) => row.title,
  shown: shownRow(recipes, RECIPE_NOT_FOUND),
});
