import { removeAdminApi } from "~/controllers/account-api.server";

export const action = removeAdminApi;
export const loader = removeAdminApi;
