import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recipes, type Recipe } from "~/db/schema";
import type { RecipeInput } from "~/validation/recipe";
import { notFound } from "./errors.server";
import { serviceMessages } from "~/content/service-messages";

export const RECIPE_NOT_FOUND = serviceMessages.recipeNotFound;

export type PublicRecipe = Omit<Recipe, "createdAt" | "updatedAt">;

function toPublicRecipe({ createdAt: _c, updatedAt: _u, ...recipe }: Recipe): PublicRecipe {
  return recipe;
}

export async function listRecipes(db: Database): Promise<PublicRecipe[]> {
  const rows = await db.select().from(recipes).orderBy(asc(recipes.id));
  return rows.map(toPublicRecipe);
}

export async function createRecipe(db: Database, input: RecipeInput): Promise<PublicRecipe> {
  const [row] = await db.insert(recipes).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return toPublicRecipe(row);
}

/** Writes the fields given (all of them from the tab's form). */
export async function updateRecipe(
  db: Database,
  id: number,
  input: Partial<RecipeInput>,
): Promise<PublicRecipe> {
  const [row] = await db
    .update(recipes)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(recipes.id, id))
    .returning();
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return toPublicRecipe(row);
}

export async function deleteRecipe(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
  if (deleted.length === 0) throw notFound(RECIPE_NOT_FOUND);
}
