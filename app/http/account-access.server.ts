import type { AppLoadContext } from "@remix-run/cloudflare";
import { accountMessages } from "~/content/account";
import type { SessionUser } from "~/services/auth.server";
import { sessionIdFrom } from "~/services/auth.server";
import { ServiceError } from "~/services/errors.server";
import { requireAdminApi } from "./guards.server";

/** A signed-in admin's own account, and the session they are using. */
export interface AccountAccess {
  user: SessionUser;
  sessionId: string;
}

/**
 * The account of the request's real session. Standalone mode's mock admin
 * has none: its session, passkeys and password do not exist, so it is
 * refused with a message that says so.
 */
export async function accountOf(
  context: AppLoadContext,
  request: Request,
): Promise<AccountAccess | null> {
  if (context.mockSession) return null;
  const user = await context.sessionUser();
  const sessionId = await sessionIdFrom(request, context.cloudflare.env);
  return user?.isAdmin && sessionId ? { user, sessionId } : null;
}

/** For `/api/admin/account/*` and `/api/admin/users/*`: 401/403 as every admin API, 403 in standalone mode. */
export async function requireAccountApi(
  context: AppLoadContext,
  request: Request,
): Promise<AccountAccess> {
  await requireAdminApi(context);
  const account = await accountOf(context, request);
  if (!account) throw new ServiceError(403, accountMessages.standalone);
  return account;
}
