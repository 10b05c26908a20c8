import { apiError } from "~/http/api-response.server";
import { serviceMessages } from "~/content/service-messages";

/** Unknown `/api/*` paths answer JSON, not the HTML 404 page. */
const notFound = () => apiError(404, serviceMessages.resourceNotFound);
export const loader = notFound;
export const action = notFound;
