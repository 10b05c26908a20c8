import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { invitationCodesCollection } from "~/controllers/admin-collections.server";

const route = adminCollectionRoute(invitationCodesCollection);

export const loader = route.loader;
export const action = route.action;
