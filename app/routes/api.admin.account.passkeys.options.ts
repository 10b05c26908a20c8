import { passkeyRegistrationOptionsApi } from "~/controllers/account-api.server";

export const action = passkeyRegistrationOptionsApi;
export const loader = passkeyRegistrationOptionsApi;
