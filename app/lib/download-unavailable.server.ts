import { STANDALONE_PATH } from "~/lib/standalone-mode";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  asServiceError,
} from "~/services/errors.server";

/**
 * A download (the backup, the requests' CSV) is a resource route: when D1
 * fails there is no page around it for the error boundary to draw the
 * connection-error screen in. This answers the same screen as a small page
 * of its own (SPEC §2), with a 503 and when to retry, never the error.
 */
export function downloadUnavailable(error: unknown, downloadPath: string, tabPath: string) {
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
