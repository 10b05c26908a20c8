import { publicListRoute } from "~/lib/public-api.server";
import { listStores } from "~/services/stores.server";

const route = publicListRoute(listStores);

export const loader = route.loader;
export const action = route.action;
