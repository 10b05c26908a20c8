import { createInvitationApi } from "~/controllers/account-api.server";

export const action = createInvitationApi;
export const loader = createInvitationApi;
