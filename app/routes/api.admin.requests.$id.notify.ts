import { methodNotAllowed } from "~/http/api-response.server";
import { resendNoticeApi } from "~/controllers/request-inbox-api.server";

export const loader = () => methodNotAllowed(["POST"]);
export const action = resendNoticeApi;
