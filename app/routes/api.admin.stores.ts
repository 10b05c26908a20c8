import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { storesCollection } from "~/controllers/admin-collections.server";

const route = adminCollectionRoute(storesCollection);

export const loader = route.loader;
export const action = route.action;
