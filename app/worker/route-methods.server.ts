import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes } from "@remix-run/react";
import { methodNotAllowed } from "~/http/api-response.server";
import { methodNotAllowedPage } from "~/http/method-not-allowed-page.server";

type RouteManifest = ServerBuild["routes"];
type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** What Remix runs an action for; GET and HEAD run loaders. */
const SUBMISSION_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
const READ_METHODS = ["GET", "HEAD"];

/** The build's routes as the tree Remix matches, each node named by its id. */
function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route): RouteObject => {
      const { id, path, caseSensitive } = route ?? {};
      if (route?.index) return { id, path, caseSensitive, index: true };
      return { id, path, caseSensitive, children: routeTree(manifest, id) };
    });
}

/**
 * The matched route of the address (the leaf, which tells a resource route
 * from a page, as Remix does) and the route whose action a submission runs,
 * as Remix picks it: the deepest route with a path of its own, or the index
 * route when the address asks for it with a bare `?index`.
 */
function matchOf(tree: RouteObject[], url: URL): { leaf: string; target: string } | undefined {
  // Remix answers a malformed escape itself; matching here would only warn twice.
  if (!canDecode(url.pathname)) return undefined;
  const matches = matchRoutes(tree, url.pathname);
  const leaf = matches?.at(-1)?.route;
  if (!matches || !leaf?.id) return undefined;
  if (leaf.index && url.searchParams.getAll("index").includes("")) {
    return { leaf: leaf.id, target: leaf.id };
  }
  const withPath = matches.filter((match, index) => index === 0 || match.route.path);
  return { leaf: leaf.id, target: withPath.at(-1)?.route.id ?? leaf.id };
}

function canDecode(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The address Remix serves a single-fetch `.data` request from. */
function pageUrlOf(url: URL): URL {
  const page = new URL(url);
  page.pathname = page.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return page;
}

/**
 * Refuses, before Remix runs, a method that the addressed route has nothing
 * for: a submission to a route without an `action`, or a method no page
 * takes. Remix would answer the same 405, but only after matching, loading
 * and reporting the route's internal error; a robot's PUT is not news.
 * Resource routes (no page) answer the API's JSON; pages, the plain page.
 * See docs/decisions/021-quiet-logs.md.
 */
export function routeMethodGuard(build: ServerBuild): (request: Request) => Response | null {
  const tree = routeTree(build.routes);
  return (request) => {
    const method = request.method.toUpperCase();
    if (READ_METHODS.includes(method)) return null;
    const url = new URL(request.url);
    const isData = url.pathname.endsWith(".data");
    const match = matchOf(tree, isData ? pageUrlOf(url) : url);
    const leaf = match && build.routes[match.leaf];
    if (!match || !leaf) return null;
    const isResource = leaf.module.default == null && leaf.module.ErrorBoundary == null;
    const route = isResource ? leaf : build.routes[match.target];
    if (!route) return null;
    const hasAction = route.module.action != null;
    const isPage = !isData && !isResource;
    if (isPage) {
      if (hasAction && SUBMISSION_METHODS.includes(method)) return null;
      return methodNotAllowedPage(hasAction ? [...READ_METHODS, "POST"] : READ_METHODS);
    }
    if (hasAction || !SUBMISSION_METHODS.includes(method)) return null;
    return methodNotAllowed(isData ? ["GET"] : READ_METHODS);
  };
}
