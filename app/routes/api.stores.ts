import { publicListRoute } from "~/controllers/public-api.server";

const route = publicListRoute((content) => content.stores());

export const loader = route.loader;
export const action = route.action;
