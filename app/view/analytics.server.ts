import { readSiteSettings } from "~/services/site-settings.server";
import { isAdminPage } from "~/shared/analytics";

/**
 * The Web Analytics token a page carries: the owner's, on a public page;
 * none on an admin page or while no token is set. Read from the settings'
 * KV copy (kept per isolate), never from D1.
 */
export async function analyticsTokenFor(
  request: Request,
  env: Pick<Env, "CONTENT_VERSION">,
): Promise<string | null> {
  if (isAdminPage(new URL(request.url).pathname)) return null;
  return (await readSiteSettings(env)).analytics.cloudflareToken;
}
