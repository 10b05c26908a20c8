import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { createInvitationCode } from "~/services/invitations.server";
import { invitationCodeSchema } from "~/validation/invitation-code";

const route = adminCollectionRoute({
  schema: invitationCodeSchema,
  create: createInvitationCode,
  list: (site) => site.invitationCodes(),
  kind: "write",
});

export const loader = route.loader;
export const action = route.action;
