import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SessionUser } from "~/services/account/sessions.server";
import { ServiceError } from "~/services/errors.server";
import { storageUnavailableAnswer } from "./failure-response.server";
import { serviceMessages } from "~/content/service-messages";
import { signInPathFor } from "~/shared/safe-redirect";

/**
 * Who is using the admin screens: a signed-in admin, or the standalone
 * mode's mock admin. Which data they work on is the request's site's
 * business (services/site/), never the caller's.
 */
export interface AdminAccess {
  username: string;
  user: SessionUser;
}

type AccessCheck = AdminAccess | "signed-out" | "forbidden";

async function checkAdminAccess(context: AppLoadContext): Promise<AccessCheck> {
  const user = await context.sessionUser();
  if (!user) return "signed-out";
  if (!user.isAdmin) return "forbidden";
  return { username: user.username, user };
}

/**
 * For `/api/admin/*`: 401 without a session, 403 for a non-admin. A failure
 * to read the session reaches handleApi, which answers 503.
 */
export async function requireAdminApi(context: AppLoadContext): Promise<AdminAccess> {
  const access = await checkAdminAccess(context);
  if (access === "signed-out") throw new ServiceError(401, serviceMessages.signInRequired);
  if (access === "forbidden") throw new ServiceError(403, serviceMessages.forbidden);
  return access;
}

async function readAdminAccess(context: AppLoadContext): Promise<AccessCheck> {
  try {
    return await checkAdminAccess(context);
  } catch (error) {
    console.error("Could not read the session for an admin page", error);
    throw storageUnavailableAnswer();
  }
}

/**
 * Whether the page's script sent the request (Remix's fetch) rather than the
 * browser submitting a document: browsers say so in `Sec-Fetch-Dest`.
 */
function sentByScript(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "empty";
}

/**
 * Whether the page's script posted an admin form without an admin session:
 * the action answers 401 and the form keeps what was typed (a redirect would
 * be followed and lose it); a document's post goes on to `requireAdminPage`,
 * which sends it to the sign-in page
 * (docs/decisions/022-product-edits-and-ended-sessions.md).
 */
export async function sessionEndedForScript(
  request: Request,
  context: AppLoadContext,
): Promise<boolean> {
  if (!sentByScript(request)) return false;
  const access = await readAdminAccess(context);
  return access === "signed-out" || access === "forbidden";
}

/**
 * For admin pages: anyone but an admin is sent to the sign-in page, which
 * comes back to `returnTo` (the page's path) afterwards. When the session
 * cannot be read, the connection-error screen answers 503.
 */
export async function requireAdminPage(
  context: AppLoadContext,
  returnTo?: string,
): Promise<AdminAccess> {
  const access = await readAdminAccess(context);
  if (access === "signed-out" || access === "forbidden") throw redirect(signInPathFor(returnTo));
  return access;
}

/** The loader of an admin page that reads nothing (a form of its own): only the guard. */
export async function adminFormPageLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await requireAdminPage(context);
  return null;
}
