import { methodNotAllowed } from "~/http/api-response.server";
import { orderOptionsApi } from "~/controllers/orders-api.server";

/** The delivery and payment options the owner offers, and the minimum order. */
export const loader = orderOptionsApi;

export const action = () => methodNotAllowed(["GET"]);
