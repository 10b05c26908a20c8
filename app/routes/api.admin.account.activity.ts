import { activityApi } from "~/controllers/account-api.server";
import { methodNotAllowed } from "~/http/api-response.server";

export const loader = activityApi;
export const action = () => methodNotAllowed(["GET"]);
