import { methodNotAllowed } from "~/http/api-response.server";
import { placeOrderApi } from "~/controllers/orders-api.server";

/** A visitor's order: `POST` only. */
export const action = placeOrderApi;

export const loader = () => methodNotAllowed(["POST"]);
