/**
 * Which pages ship the app's JavaScript (docs/decisions/024-pages-without-javascript.md).
 * A page route whose every interactive part works without JavaScript exports
 * `handle = withoutScripts`; when every route matched below the root says so,
 * the root renders no `<Scripts />` (no module preload, no entry, no Remix
 * context), no `<ScrollRestoration />`, and the Worker answers with a policy
 * that lets no script run (entry.server.tsx). This module is the one place
 * that decides it: a beacon allowed on such pages later would be added here
 * and in `scriptlessPagePolicy` alone.
 */

/** What a route's `handle` may say about its scripts. */
export interface PageScriptsHandle {
  /** "none": the page works entirely without JavaScript and ships none. */
  scripts?: "none";
}

/** The `handle` of a page route that ships no JavaScript. */
export const withoutScripts = { scripts: "none" } as const satisfies PageScriptsHandle;

/** A matched route as Remix gives it: its id and its `handle`, if any. */
export interface MatchedRouteHandle {
  id: string;
  handle?: unknown;
}

const saysNoScripts = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && (handle as PageScriptsHandle).scripts === "none";

/**
 * Whether a page made of `matches` (root first) ships the app's scripts:
 * yes unless at least one route below the root matched and all of them say
 * they need none.
 */
export function pageShipsScripts(matches: readonly MatchedRouteHandle[]): boolean {
  const pageRoutes = matches.filter((match) => match.id !== "root");
  return pageRoutes.length === 0 || !pageRoutes.every((match) => saysNoScripts(match.handle));
}
