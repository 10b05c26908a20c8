import { adminItemRoute } from "~/controllers/admin-api.server";
import { productsCollection } from "~/controllers/admin-collections.server";

const route = adminItemRoute(productsCollection);

export const loader = route.loader;
export const action = route.action;
