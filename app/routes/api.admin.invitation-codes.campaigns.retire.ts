import { methodNotAllowed } from "~/http/api-response.server";
import { retireCampaignApi } from "~/controllers/retire-campaign.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = retireCampaignApi;
