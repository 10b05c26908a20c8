import { changePasswordApi } from "~/controllers/account-api.server";

export const action = changePasswordApi;
export const loader = changePasswordApi;
