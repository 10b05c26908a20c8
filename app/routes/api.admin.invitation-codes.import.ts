import { methodNotAllowed } from "~/http/api-response.server";
import { importCodesApi } from "~/controllers/invitation-campaigns-api.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = importCodesApi;
