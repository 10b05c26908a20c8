import { adminItemRoute } from "~/controllers/admin-api.server";
import { storesCollection } from "~/controllers/admin-collections.server";

const route = adminItemRoute(storesCollection);

export const loader = route.loader;
export const action = route.action;
