import { methodNotAllowed } from "~/http/api-response.server";

/** What Remix's client sends to a `*.data` address: GET for a loader, POST for an action. */
const DATA_METHODS = ["GET", "POST"];
/** Uploaded pictures are only read. */
const UPLOAD_METHODS = ["GET", "HEAD"];
const UPLOADS_PREFIX = "/images/uploads/";

/**
 * Methods refused before Remix, with 405 and the methods the address takes:
 *
 * - Remix's single-fetch data addresses (`/products.data`) are read by its
 *   client with GET and POST only; any other method reaches a part of Remix
 *   that answers 500 (HEAD, OPTIONS) or names the route's module.
 * - Every address under `/images/uploads/` answers a write at once, without
 *   a route match or a page render.
 */
export function refuseMethod(request: Request): Response | null {
  const method = request.method.toUpperCase();
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data") && !DATA_METHODS.includes(method)) {
    return methodNotAllowed(DATA_METHODS);
  }
  if (pathname.startsWith(UPLOADS_PREFIX) && !UPLOAD_METHODS.includes(method)) {
    return methodNotAllowed(UPLOAD_METHODS);
  }
  return null;
}
