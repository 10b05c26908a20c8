import { publicListRoute } from "~/lib/public-api.server";
import { listProducts } from "~/services/catalog.server";

/** Every product, in display order. */
const route = publicListRoute(listProducts);

export const loader = route.loader;
export const action = route.action;
