import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { methodNotAllowedPage } from "~/http/method-not-allowed-page.server";
import { NonceContext } from "~/shared/nonce";
import { pageShipsScripts } from "~/view/page-scripts";
import { contentSecurityPolicy, scriptlessPagePolicy } from "~/http/content-security-policy.server";

/**
 * Remix's default Cloudflare entry, plus the CSP nonce: React's own inline
 * scripts, Remix's streamed data and every `<script>` of the app carry the
 * nonce that server.ts names in this response's Content-Security-Policy.
 * A page that ships no script (app/view/page-scripts.ts) gets, instead, a
 * policy that lets none run, and is rendered whole before it is sent, so
 * React streams no inline script into it either.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (responseStatusCode === 405) return methodNotAllowedPage();
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      onError(error: unknown) {
        // Errors inside the shell are logged; the visitor sees the error boundary.
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  const shipsScripts = pageShipsScripts(
    remixContext.staticHandlerContext.matches.map(({ route }) => ({
      id: route.id,
      handle: remixContext.routeModules[route.id]?.handle,
    })),
  );
  // The owner's Web Analytics beacon (root loader): its hosts join the page's policy.
  const rootData = remixContext.staticHandlerContext.loaderData.root as
    { analyticsToken?: string | null } | undefined;
  const analytics = Boolean(rootData?.analyticsToken);
  if (!shipsScripts) {
    responseHeaders.set("Content-Security-Policy", scriptlessPagePolicy({ analytics }));
  } else if (analytics) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { analytics }));
  }
  if (!shipsScripts || isbot(request.headers.get("user-agent") ?? "")) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/**
 * Remix's default logs everything, including a robot's POST to a page that
 * takes none (405) and an unknown address (404): the log keeps the errors
 * that are ours, and none for a request the client gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * The daily job, which server.ts reaches through the server build
 * (`build.entry.module`) so that it shares the build's modules: imported by
 * server.ts directly, it would make wrangler's esbuild bundle a second copy
 * of the services it uses and of zod, all its locales included (about 105 KiB
 * gzip more Worker).
 */
export { runHousekeeping } from "~/worker/scheduled/housekeeping.server";
