import { listAdminsApi } from "~/controllers/account-api.server";
import { methodNotAllowed } from "~/http/api-response.server";

export const loader = listAdminsApi;
export const action = () => methodNotAllowed(["GET"]);
