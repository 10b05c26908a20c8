import { adminItemRoute } from "~/controllers/admin-api.server";
import { recipesCollection } from "~/controllers/admin-collections.server";

const route = adminItemRoute(recipesCollection);

export const loader = route.loader;
export const action = route.action;
