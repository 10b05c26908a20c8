import { serviceMessages } from "~/content/service-messages";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/decisions/008-same-origin-writes-and-methods.md: every non-GET request
 * whose Origin is not the site's own, or
 * whose Sec-Fetch-Site is `cross-site`, is refused. Requests that carry
 * neither header (curl, server-to-server) have no ambient browser cookies to
 * abuse and pass; SameSite=Lax already keeps the session cookie off them.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin;
}

export function crossSiteRefusal(request: Request): Response {
  const message = serviceMessages.crossSiteRefused;
  if (new URL(request.url).pathname.startsWith("/api/")) {
    return new Response(JSON.stringify({ error: message }), {
      status: 403,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(message, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Remix repeats an Origin check of its own against `Host` or
 * `X-Forwarded-Host` and throws (a 500) when they differ. The check above
 * has already compared Origin with the URL the Worker was asked for, so the
 * request handed to Remix names that URL's host, whatever a client put in
 * X-Forwarded-Host or a local proxy put in Host.
 */
export function withCheckedHost(request: Request): Request {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  headers.set("Host", new URL(request.url).host);
  return new Request(request, { headers });
}
