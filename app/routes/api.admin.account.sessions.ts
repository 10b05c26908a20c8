import { endOtherSessionsApi, listSessionsApi } from "~/controllers/account-api.server";

export const loader = listSessionsApi;
export const action = endOtherSessionsApi;
