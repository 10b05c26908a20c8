import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { sessionCopy } from "~/content/admin";
import { redirectWithToast } from "~/http/flash-toast.server";
import { signedOutRedirect } from "~/http/signed-out.server";
import { standaloneModeCookies } from "~/http/standalone-cookies.server";
import { signOut } from "~/services/account/sessions.server";

/**
 * 'Cerrar Sesión': deletes the session and returns to the sign-in page. In
 * standalone mode it also ends the mode and its mock session; the visitor's
 * cookies are cleared even if D1 cannot be reached then.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const standalone = context.mode === "standalone";
  const headers = new Headers();
  if (standalone) {
    for (const cookie of standaloneModeCookies(env, false)) headers.append("Set-Cookie", cookie);
  }
  try {
    headers.append("Set-Cookie", await signOut(context.db, env, request));
  } catch (error) {
    console.error("Logout failed", error);
    if (!standalone) {
      return redirectWithToast(
        "/admin",
        {
          type: "error",
          ...sessionCopy.signOutFailed,
        },
        env,
      );
    }
  }
  return signedOutRedirect(env, headers);
}

export const loader = () => redirect("/admin");
