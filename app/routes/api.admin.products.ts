import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { productsCollection } from "~/controllers/admin-collections.server";

export const { loader, action } = adminCollectionRoute(productsCollection);
