import { methodNotAllowed } from "~/http/api-response.server";
import { listTrashApi } from "~/controllers/trash-api.server";

/** The trash, newest first; never read in standalone mode. */
export const loader = listTrashApi;

export const action = () => methodNotAllowed(["GET"]);
