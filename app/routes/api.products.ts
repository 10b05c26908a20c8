import { publicListRoute } from "~/controllers/public-api.server";

/** Every product, in display order. */
const route = publicListRoute((content) => content.products());

export const loader = route.loader;
export const action = route.action;
