import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * The headers of a page no shared cache may keep (admin pages, the sign-in,
 * the invitation forms), with the `Retry-After` of a refusal or of a failure
 * of storage, whichever of the route's action, loader or error carried one.
 */
export const privatePageHeaders: HeadersFunction = ({
  actionHeaders,
  loaderHeaders,
  errorHeaders,
}) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter =
    actionHeaders.get("Retry-After") ??
    loaderHeaders.get("Retry-After") ??
    errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
