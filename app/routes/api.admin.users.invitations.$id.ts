import { revokeInvitationApi } from "~/controllers/account-api.server";

export const action = revokeInvitationApi;
export const loader = revokeInvitationApi;
