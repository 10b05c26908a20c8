import { changeOrderApi, readOrderApi } from "~/controllers/orders-api.server";

export const loader = readOrderApi;
export const action = changeOrderApi;
