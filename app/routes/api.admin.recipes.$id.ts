import { adminItemRoute } from "~/controllers/admin-api.server";
import { recipesCollection } from "~/controllers/admin-collections.server";

export const { loader, action } = adminItemRoute(recipesCollection);
