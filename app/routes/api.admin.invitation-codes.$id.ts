import { adminItemRoute } from "~/controllers/admin-api.server";
import { invitationCodesCollection } from "~/controllers/admin-collections.server";

export const { loader, action } = adminItemRoute(invitationCodesCollection);
