import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireAdminPage } from "~/lib/guards.server";
import { STANDALONE_PATH } from "~/lib/standalone-mode";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  asServiceError,
} from "~/services/errors.server";

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
  download: () => Promise<Response>,
): Promise<Response> {
  let access: Awaited<ReturnType<typeof requireAdminPage>>;
  try {
    access = await requireAdminPage(context);
  } catch (error) {
    if (error instanceof Response) throw error;
    return downloadUnavailable(error, paths);
  }
  if (access.mode === "standalone") throw redirect(paths.tab);
  try {
    return await download();
  } catch (error) {
    return downloadUnavailable(error, paths);
  }
}

/**
 * A download is a resource route: when D1 fails there is no page around it
 * for the error boundary to draw the connection-error screen in. This
 * answers the same screen as a small page of its own (SPEC §2), with a 503
 * and when to retry, never the error.
 */
function downloadUnavailable(
  error: unknown,
  { download: downloadPath, tab: tabPath }: DownloadPaths,
) {
  asServiceError(error, `The download ${downloadPath}`);
  const page = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Error de conexión</title>
  </head>
  <body>
    <main>
      <h1>Error de conexión</h1>
      <p>No se pudo conectar con la base de datos o el servidor</p>
      <p>${STORAGE_UNAVAILABLE}</p>
      <p><a href="${downloadPath}">Intentar de nuevo</a></p>
      <form method="post" action="${STANDALONE_PATH}">
        <input type="hidden" name="intent" value="enable" />
        <input type="hidden" name="redirectTo" value="${tabPath}" />
        <button type="submit">Usar modo sin conexión</button>
      </form>
      <p><a href="${tabPath}">Volver al panel</a></p>
    </main>
  </body>
</html>
`;
  return new Response(page, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS),
    },
  });
}
