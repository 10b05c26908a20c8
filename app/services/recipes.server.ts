import { recipes, type Recipe } from "~/db/schema";
import { listRows, type PublicRow } from "./catalog-rows.server";
import { serviceMessages } from "~/content/service-messages";

export const RECIPE_NOT_FOUND = serviceMessages.recipeNotFound;

export type PublicRecipe = PublicRow<Recipe>;

/** The tab's and the JSON API's reads and writes; an update writes the fields given. */
export const {
  list: listRecipes,
  create: createRecipe,
  update: updateRecipe,
} = listRows(recipes, RECIPE_NOT_FOUND);
