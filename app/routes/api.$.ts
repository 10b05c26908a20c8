import { apiError } from "~/http/api-response.server";

/** Unknown `/api/*` paths answer JSON, not the HTML 404 page. */
const notFound = () => apiError(404, "Recurso no encontrado");
export const loader = notFound;
export const action = notFound;
