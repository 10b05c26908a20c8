/**
 * Addresses Remix would answer with a 500, made into ones it answers well:
 *
 * - React Router's server render throws on a path whose decoded form starts
 *   with two slashes or a slash and a backslash (`/%5C…`, `/%2F…`): it reads
 *   it as `//host`, a URL with no usable host. Such a path names no page, so
 *   the whole path after its first slash is escaped once more (its slashes
 *   too), and the router answers the site's 404 page instead.
 * - `?_data=` asks for Remix's data protocol of before single fetch, which
 *   this app never uses and which fails on some routes: the parameter is
 *   dropped, and the address answers as itself.
 */
export function withRoutablePath(request: Request): Request {
  const url = new URL(request.url);
  if (url.searchParams.has("_data")) {
    url.searchParams.delete("_data");
    return withRoutablePath(new Request(url, request));
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    // Remix answers a malformed escape itself, with a 400.
    return request;
  }
  if (!/^[/\\]{2}/.test(decoded.replaceAll("\\", "/"))) return request;
  url.pathname = `/${encodeURIComponent(url.pathname.slice(1))}`;
  return new Request(url, request);
}
