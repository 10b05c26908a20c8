import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { signOut } from "~/services/auth.server";

/** 'Cerrar Sesión': deletes the session and returns to the sign-in page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  try {
    const clearCookie = await signOut(context.db, env, request);
    return redirectWithToast(
      "/admin/auth",
      { type: "success", title: "Sesión cerrada", description: "Has cerrado sesión correctamente" },
      env,
      { headers: { "Set-Cookie": clearCookie } },
    );
  } catch (error) {
    console.error("Logout failed", error);
    return redirectWithToast(
      "/admin",
      {
        type: "error",
        title: "Error al cerrar sesión",
        description: "No se pudo cerrar la sesión. Por favor intente de nuevo.",
      },
      env,
    );
  }
}

export const loader = () => redirect("/admin");
