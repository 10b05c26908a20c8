import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { createRecipe } from "~/services/recipes.server";
import { recipeSchema } from "~/validation/recipe";

const route = adminCollectionRoute({ schema: recipeSchema, create: createRecipe, kind: "save" });

export const loader = route.loader;
export const action = route.action;
