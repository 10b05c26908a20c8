import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { recipesCollection } from "~/controllers/admin-collections.server";

export const { loader, action } = adminCollectionRoute(recipesCollection);
