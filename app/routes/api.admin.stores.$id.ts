import { adminItemRoute } from "~/controllers/admin-api.server";
import { storesCollection } from "~/controllers/admin-collections.server";

export const { loader, action } = adminItemRoute(storesCollection);
