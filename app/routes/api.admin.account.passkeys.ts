import { listPasskeysApi, registerPasskeyApi } from "~/controllers/account-api.server";

export const loader = listPasskeysApi;
export const action = registerPasskeyApi;
