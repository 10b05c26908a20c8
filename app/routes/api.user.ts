import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { serviceMessages } from "~/content/service-messages";

/**
 * The session's user (id, username, isAdmin); 401 without one. Standalone
 * mode's mock session answers as a mock admin with id 0.
 */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const user = await context.sessionUser();
    return user ? apiJson(user) : apiError(401, serviceMessages.notSignedIn);
  });

export const action = () => methodNotAllowed(["GET"]);
