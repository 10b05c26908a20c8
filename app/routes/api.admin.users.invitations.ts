import { createInvitationApi, listInvitationsApi } from "~/controllers/account-api.server";

export const loader = listInvitationsApi;
export const action = createInvitationApi;
