import { sessionCopy } from "~/content/admin";
import { redirectWithToast, type ToastEnv } from "./flash-toast.server";

/**
 * The answer of a page that signed this browser out ('Cerrar Sesión', or its
 * own session ended in 'Cuenta'): the sign-in page, with the toast that
 * says so and `headers` (the cleared session cookie among them).
 */
export const signedOutRedirect = (env: ToastEnv, headers: Headers) =>
  redirectWithToast("/admin/auth", { type: "success", ...sessionCopy.signedOut }, env, {
    headers,
  });
