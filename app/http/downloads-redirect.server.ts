/** The static page under public/downloads/. */
export const DOWNLOADS_INDEX = "/downloads/index.html";

export const REDIRECT_MESSAGE = "Redirigiendo a la página de descargas...";

const body = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${DOWNLOADS_INDEX}">
<title>Descargas</title>
</head>
<body>
<p>${REDIRECT_MESSAGE}</p>
<p><a href="${DOWNLOADS_INDEX}">Ir a la página de descargas</a></p>
</body>
</html>
`;

/**
 * A 302 to the static index with a small page in its body. The
 * X-Remix-Reload-Document header makes a client-side navigation load the
 * index as a document (it is a static file, not a Remix route), as Remix's
 * `redirectDocument` does.
 */
export function downloadsRedirect(): Response {
  return new Response(body, {
    status: 302,
    headers: {
      Location: DOWNLOADS_INDEX,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "X-Remix-Reload-Document": "true",
    },
  });
}
