import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { signOut } from "~/services/account/sessions.server";

/** Deletes the session and clears its cookie. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const setCookie = await signOut(context.db, context.cloudflare.env, request);
    return apiJson({ success: true }, { headers: { "Set-Cookie": setCookie } });
  });

export const loader = () => methodNotAllowed(["POST"]);
