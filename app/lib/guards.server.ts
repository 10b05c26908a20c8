import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/services/auth.server";
import { ServiceError } from "~/services/errors.server";

/** For `/api/admin/*`: 401 without a session, 403 for a non-admin. */
export async function requireAdminApi(context: AppLoadContext): Promise<SessionUser> {
  const user = await context.sessionUser();
  if (!user) throw new ServiceError(401, "Debe iniciar sesión");
  if (!user.isAdmin) throw new ServiceError(403, "No tiene permiso para esta operación");
  return user;
}

/** For admin pages: anyone but an admin is sent to the sign-in page. */
export async function requireAdminPage(context: AppLoadContext): Promise<SessionUser> {
  const user = await context.sessionUser();
  if (!user?.isAdmin) throw redirect("/admin/auth");
  return user;
}
