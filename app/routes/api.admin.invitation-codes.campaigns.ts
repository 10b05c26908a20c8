import { methodNotAllowed } from "~/http/api-response.server";
import { listCampaignsApi } from "~/controllers/invitation-campaigns-api.server";

export const loader = listCampaignsApi;

export const action = () => methodNotAllowed(["GET"]);
