import { methodNotAllowed } from "~/http/api-response.server";
import { restoreTrashApi } from "~/controllers/trash-api.server";

export const loader = () => methodNotAllowed(["POST"]);
export const action = restoreTrashApi;
