import { methodNotAllowed } from "~/http/api-response.server";
import { generateCodesApi } from "~/controllers/invitation-campaigns-api.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = generateCodesApi;
