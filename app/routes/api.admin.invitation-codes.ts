import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { createInvitationCode, listInvitationCodes } from "~/services/invitations.server";
import { invitationCodeSchema } from "~/validation/invitation-code";

const route = adminCollectionRoute({
  schema: invitationCodeSchema,
  create: createInvitationCode,
  list: listInvitationCodes,
  offline: "write",
});

export const loader = route.loader;
export const action = route.action;
