import { adminItemRoute } from "~/controllers/admin-api.server";
import { RECIPE_NOT_FOUND, deleteRecipe, updateRecipe } from "~/services/recipes.server";
import { recipeSchema } from "~/validation/recipe";

const route = adminItemRoute({
  schema: recipeSchema,
  notFoundMessage: RECIPE_NOT_FOUND,
  update: updateRecipe,
  remove: deleteRecipe,
  kind: "save",
});

export const loader = route.loader;
export const action = route.action;
