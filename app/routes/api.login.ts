import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { signInClient } from "~/http/sign-in-client.server";
import { readJsonBody } from "~/http/request-body.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { signIn } from "~/services/auth.server";
import { loginSchema } from "~/validation/auth";

/** `{ username, password }` → the user, with a new session cookie. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const credentials = parseOrThrow(loginSchema.strict(), await readJsonBody(request));
    const { env } = context.cloudflare;
    const { user, setCookie } = await signIn(context.db, env, credentials, signInClient(request));
    return apiJson(user, { headers: { "Set-Cookie": setCookie } });
  });

export const loader = () => methodNotAllowed(["POST"]);
