import { adminItemRoute } from "~/controllers/admin-api.server";
import {
  CODE_NOT_FOUND,
  deleteInvitationCode,
  updateInvitationCode,
} from "~/services/invitations.server";
import { invitationCodeSchema } from "~/validation/invitation-code";

const route = adminItemRoute({
  schema: invitationCodeSchema,
  notFoundMessage: CODE_NOT_FOUND,
  update: updateInvitationCode,
  remove: deleteInvitationCode,
  kind: "write",
});

export const loader = route.loader;
export const action = route.action;
