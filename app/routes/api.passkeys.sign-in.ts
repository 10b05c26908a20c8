import { passkeySignInApi } from "~/controllers/account-api.server";

export const action = passkeySignInApi;
export const loader = passkeySignInApi;
