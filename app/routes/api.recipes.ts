import { publicListRoute } from "~/lib/public-api.server";
import { listRecipes } from "~/services/recipes.server";

const route = publicListRoute(listRecipes);

export const loader = route.loader;
export const action = route.action;
