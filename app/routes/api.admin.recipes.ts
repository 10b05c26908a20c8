import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { recipesCollection } from "~/controllers/admin-collections.server";

const route = adminCollectionRoute(recipesCollection);

export const loader = route.loader;
export const action = route.action;
