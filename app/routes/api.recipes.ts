import { publicListRoute } from "~/controllers/public-api.server";

const route = publicListRoute((content) => content.recipes());

export const loader = route.loader;
export const action = route.action;
