import { changeRequestApi, getRequestApi } from "~/controllers/request-inbox-api.server";

export const loader = getRequestApi;
export const action = changeRequestApi;
