import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { storesCollection } from "~/controllers/admin-collections.server";

export const { loader, action } = adminCollectionRoute(storesCollection);
