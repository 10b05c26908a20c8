/**
 * The visitor's address for rate limits. Cloudflare sets CF-Connecting-IP and
 * a client cannot forge it there; locally (wrangler dev, tests) it may be
 * absent, and every local visitor counts as one.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim().slice(0, 64) || "local";
}
