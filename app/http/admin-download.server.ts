import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireAdminPage } from "~/http/guards.server";
import { STANDALONE_PATH } from "~/shared/site-mode";
import { connectionErrorCopy } from "~/content/standalone";
import { retryAfterHeader } from "~/http/failure-response.server";
import { plainPage } from "~/http/plain-page.server";
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE } from "~/services/errors.server";
import { siteFor, type Site } from "~/services/site/site.server";
import { isStandaloneRefusal } from "~/services/site/standalone-site.server";

interface DownloadPaths {
  /** The file's own address. */
  download: string;
  /** The admin page that links to it. */
  tab: string;
}

/**
 * An admin download (the backup, the requests' CSV): anyone but an admin is
 * sent to sign in; in standalone mode, where codes and requests are never
 * read, back to the tab, which explains why; when D1 fails, reading the
 * session or the data, the connection-error page.
 */
export async function adminDownload(
  context: AppLoadContext,
  paths: DownloadPaths,
  download: (site: Site) => Promise<Response>,
): Promise<Response> {
  try {
    await requireAdminPage(context);
  } catch (error) {
    // A redirect to the sign-in page passes; anything else is a session D1
    // could not read, which the guard has logged.
    if (error instanceof Response) throw error;
    return downloadUnavailable(paths);
  }
  try {
    return await download(siteFor(context));
  } catch (error) {
    if (isStandaloneRefusal(error)) throw redirect(paths.tab);
    console.error(`The download ${paths.download} failed`, error);
    return downloadUnavailable(paths);
  }
}

/**
 * A download is a resource route: when D1 fails there is no page around it
 * for the error boundary to draw the connection-error screen in. This
 * answers the same screen as a small page of its own, with a 503
 * and when to retry, never the error.
 */
function downloadUnavailable({ download: downloadPath, tab: tabPath }: DownloadPaths) {
  const copy = connectionErrorCopy;
  const page = plainPage(
    copy.title,
    `      <p>${copy.message}</p>
      <p>${STORAGE_UNAVAILABLE}</p>
      <p><a href="${downloadPath}">${copy.retry}</a></p>
      <form method="post" action="${STANDALONE_PATH}">
        <input type="hidden" name="intent" value="enable" />
        <input type="hidden" name="redirectTo" value="${tabPath}" />
        <button type="submit">${copy.useStandalone}</button>
      </form>
      <p><a href="${tabPath}">Volver al panel</a></p>`,
  );
  return new Response(page, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...retryAfterHeader(STORAGE_RETRY_AFTER_SECONDS),
    },
  });
}
