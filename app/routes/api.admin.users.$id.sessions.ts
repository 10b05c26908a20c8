import { signOutAdminApi } from "~/controllers/account-api.server";

export const action = signOutAdminApi;
export const loader = signOutAdminApi;
