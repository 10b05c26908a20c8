import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/lib/api.server";

/** The session's user (id, username, isAdmin); 401 without one. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const user = await context.sessionUser();
    return user ? apiJson(user) : apiError(401, "No autenticado");
  });

export const action = () => methodNotAllowed(["GET"]);
