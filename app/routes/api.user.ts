import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { MOCK_ADMIN_NAME } from "~/http/guards.server";

/**
 * The session's user (id, username, isAdmin); 401 without one. Standalone
 * mode's mock session answers as a mock admin with id 0.
 */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    if (context.standalone.mockSession) {
      return apiJson({ id: 0, username: MOCK_ADMIN_NAME, isAdmin: true });
    }
    const user = await context.sessionUser();
    return user ? apiJson(user) : apiError(401, "No autenticado");
  });

export const action = () => methodNotAllowed(["GET"]);
