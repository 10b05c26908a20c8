import { methodNotAllowed } from "~/http/api-response.server";
import { listOrdersApi } from "~/controllers/orders-api.server";

/** The orders, newest first, filtered by `?status=`; never read in standalone mode. */
export const loader = listOrdersApi;

export const action = () => methodNotAllowed(["GET"]);
