import { methodNotAllowed } from "~/http/api-response.server";
import { purgeTrashApi } from "~/controllers/trash-api.server";

export const loader = () => methodNotAllowed(["DELETE"]);
export const action = purgeTrashApi;
