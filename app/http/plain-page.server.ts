/**
 * A small page of the Worker's own, for the few answers Remix cannot draw
 * (a method a page does not take, a download that failed): no scripts, no
 * styles, kept out of search engines. `body` is trusted HTML.
 */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
${body}
    </main>
  </body>
</html>
`;
}
