import type { AppLoadContext } from "@remix-run/cloudflare";
import { accountMessages } from "~/content/account";
import type { AccountActor } from "~/services/account/account-actions.server";
import { relyingPartyOf } from "~/services/account/passkeys.server";
import { ServiceError } from "~/services/errors.server";
import { requireAdminApi } from "./guards.server";
import { signInClient } from "./sign-in-client.server";

/**
 * The signed-in admin of the request's real session, as every account
 * action takes them: the page and the JSON route read them here, once.
 * Standalone mode's mock admin has none: its session, passkeys and password
 * do not exist, so it is refused with a message that says so.
 */
export async function accountOf(
  context: AppLoadContext,
  request: Request,
): Promise<AccountActor | null> {
  if (context.mockSession) return null;
  const session = await context.session();
  if (!session?.user.isAdmin) return null;
  return {
    db: context.db,
    env: context.cloudflare.env,
    user: session.user,
    sessionId: session.id,
    client: signInClient(request),
    origin: context.origin,
    party: relyingPartyOf(request),
  };
}

/** For `/api/admin/account/*` and `/api/admin/users/*`: 401/403 as every admin API, 403 in standalone mode. */
export async function requireAccountApi(
  context: AppLoadContext,
  request: Request,
): Promise<AccountActor> {
  await requireAdminApi(context);
  const account = await accountOf(context, request);
  if (!account) throw new ServiceError(403, accountMessages.standalone);
  return account;
}
