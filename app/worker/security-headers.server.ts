/**
 * The security headers of every response the Worker answers (server.ts).
 * Static files served straight from the assets get the same fixed headers
 * from public/_headers; the Vite dev server (`npm run dev`) sends none.
 */

// Relative, not `~/`: load-context.ts reaches this file outside Vite's resolver.
import { contentSecurityPolicy } from "../http/content-security-policy.server";

/** A fresh, unguessable nonce for one response's Content-Security-Policy. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Browser features the site never uses, turned off for it and anything it
 * embeds. `publickey-credentials-get` keeps its default, this site only: the
 * admin signs in with a passkey through it
 * (docs/decisions/026-accounts-passkeys-and-sessions.md). Only features the
 * browsers know: Chromium warns on every page about one it does not (it never
 * knew `bluetooth`), so none is named (docs/decisions/029-main-thread-work.md).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** One year; subdomains too, since the site owns its host. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The headers every response carries, whatever its type. */
export function baseSecurityHeaders(environment: string | undefined): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Local development runs over plain http; a browser would ignore it there
    // anyway, but it has no business on localhost.
    ...(environment === "development"
      ? {}
      : { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
  };
}

const isHtml = (response: Response) =>
  /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");

/**
 * `response` with the security headers added. Headers a route set itself win
 * (the uploads' sandboxing policy, for one); an HTML page gets the policy
 * naming `nonce`, the one its scripts were rendered with (without one, no
 * inline script may run at all).
 */
export function withSecurityHeaders(
  response: Response,
  { nonce, environment }: { nonce?: string; environment: string | undefined },
): Response {
  // Headers of a fetched or cached response are immutable: copy them.
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  const wanted: Record<string, string> = baseSecurityHeaders(environment);
  if (isHtml(response)) wanted["Content-Security-Policy"] = contentSecurityPolicy(nonce);
  for (const [name, value] of Object.entries(wanted)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return secured;
}
