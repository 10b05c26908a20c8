/**
 * React Router's server render throws (a 500) on a path whose decoded form
 * starts with two slashes or a slash and a backslash (`/%5C…`, `/%2F…`): it
 * reads it as `//host`, a URL with no usable host. Such a path names no page,
 * so its first segment is escaped once more and the router answers the
 * site's 404 page instead.
 */
export function withRoutablePath(request: Request): Request {
  const url = new URL(request.url);
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
