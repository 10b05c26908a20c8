import { removePasskeyApi } from "~/controllers/account-api.server";

export const action = removePasskeyApi;
export const loader = removePasskeyApi;
