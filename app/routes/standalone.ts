import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/http/flash-toast.server";
import { loginFailuresCookie } from "~/http/login-failures.server";
import { readFormDataOr } from "~/http/request-body.server";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { STANDALONE_DISABLED, STANDALONE_ENABLING } from "~/shared/site-mode";
import { standaloneModeCookies } from "~/http/standalone-cookies.server";
import { serviceMessages } from "~/content/service-messages";

const MAX_FORM_BYTES = 4 * 1024;

/** Nothing to show: the mode is turned on and off by posting here. */
export const loader = () => redirect("/");

/**
 * POST intent=enable|disable, redirectTo=<path>: sets or clears the mode's
 * two cookies. A plain form post is answered with a redirect and a notice;
 * the enhanced form asks for JSON and reloads by itself. Leaving
 * the mode also forgets the failed sign-ins, so the admin starts afresh.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readFormDataOr(request, MAX_FORM_BYTES, (error) =>
    Response.json({ error: error.message }, { status: error.status }),
  );
  if (formData instanceof Response) return formData;
  const intent = formData.get("intent");
  if (intent !== "enable" && intent !== "disable") {
    return Response.json({ error: serviceMessages.invalidAction }, { status: 400 });
  }
  const enabled = intent === "enable";
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of standaloneModeCookies(env, enabled)) headers.append("Set-Cookie", cookie);
  if (!enabled) headers.append("Set-Cookie", await loginFailuresCookie(env, 0));

  if (request.headers.get("Accept")?.includes("application/json")) {
    return Response.json({ standalone: enabled, redirectTo }, { headers });
  }
  return redirectWithToast(
    redirectTo,
    { type: "success", title: enabled ? STANDALONE_ENABLING : STANDALONE_DISABLED },
    env,
    { status: 303, headers },
  );
}
