import { adminItemRoute } from "~/controllers/admin-api.server";
import { invitationCodesCollection } from "~/controllers/admin-collections.server";

const route = adminItemRoute(invitationCodesCollection);

export const loader = route.loader;
export const action = route.action;
