import { downloadsRedirect } from "~/http/downloads-redirect.server";

/**
 * /downloads and /downloads/*: a redirect to the static
 * downloads index, whose body still says where it goes for clients that do
 * not follow redirects. The index itself is a static asset served before
 * the Worker, so it never reaches this route.
 */
export function loader() {
  return downloadsRedirect();
}
