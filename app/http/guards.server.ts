import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/services/auth.server";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  ServiceError,
} from "~/services/errors.server";

/** The name the admin screens show for standalone mode's mock session. */
export const MOCK_ADMIN_NAME = "Modo sin conexión";

/**
 * Who is using the admin screens, and over what:
 * - `live`: a signed-in admin, over D1, R2 and KV;
 * - `standalone`: the standalone mode's mock session (or an admin while the
 *   mode is on), over the static data only. Such a caller must never read
 *   invitation codes or requests, nor write anything (docs/decisions/002-standalone-mode.md).
 */
export type AdminAccess =
  { mode: "live"; username: string; user: SessionUser } | { mode: "standalone"; username: string };

type AccessCheck = AdminAccess | "signed-out" | "forbidden";

async function checkAdminAccess(context: AppLoadContext): Promise<AccessCheck> {
  if (context.standalone.mockSession) return { mode: "standalone", username: MOCK_ADMIN_NAME };
  const user = await context.sessionUser();
  if (!user) return "signed-out";
  if (!user.isAdmin) return "forbidden";
  if (context.standalone.active) return { mode: "standalone", username: user.username };
  return { mode: "live", username: user.username, user };
}

/**
 * For `/api/admin/*`: 401 without a session, 403 for a non-admin. A failure
 * to read the session reaches handleApi, which answers 503.
 */
export async function requireAdminApi(context: AppLoadContext): Promise<AdminAccess> {
  const access = await checkAdminAccess(context);
  if (access === "signed-out") throw new ServiceError(401, "Debe iniciar sesión");
  if (access === "forbidden") throw new ServiceError(403, "No tiene permiso para esta operación");
  return access;
}

/**
 * For admin pages: anyone but an admin is sent to the sign-in page. When the
 * session cannot be read, the connection-error screen answers 503.
 */
export async function requireAdminPage(context: AppLoadContext): Promise<AdminAccess> {
  let access: AccessCheck;
  try {
    access = await checkAdminAccess(context);
  } catch (error) {
    console.error("Could not read the session for an admin page", error);
    throw data(STORAGE_UNAVAILABLE, {
      status: 503,
      headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) },
    });
  }
  if (access === "signed-out" || access === "forbidden") throw redirect("/admin/auth");
  return access;
}
