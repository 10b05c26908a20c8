import { methodNotAllowed } from "~/http/api-response.server";
import { listRequestsApi } from "~/controllers/request-inbox-api.server";

/** Received requests, newest first, filtered by `?status=` and `?kind=`; never read in standalone mode. */
export const loader = listRequestsApi;

export const action = () => methodNotAllowed(["GET"]);
