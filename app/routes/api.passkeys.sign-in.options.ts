import { passkeySignInOptionsApi } from "~/controllers/account-api.server";

export const action = passkeySignInOptionsApi;
export const loader = passkeySignInOptionsApi;
