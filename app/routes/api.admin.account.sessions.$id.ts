import { endSessionApi } from "~/controllers/account-api.server";

export const action = endSessionApi;
export const loader = endSessionApi;
