import { listSessionsApi } from "~/controllers/account-api.server";
import { methodNotAllowed } from "~/http/api-response.server";

export const loader = listSessionsApi;
export const action = () => methodNotAllowed(["GET"]);
