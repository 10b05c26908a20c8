import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/RareShellParts";
import { withoutScripts } from "~/view/page-scripts";
import { siteMetaOfMatches } from "~/view/site-meta";

/** Every URL no other route claims answers HTTP 404 with the not-found page. */
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: `Página no encontrada | ${siteMetaOfMatches(matches).name}` },
  { name: "robots", content: "noindex" },
];

/** A link home: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

/** Never rendered (the loader always throws); makes this a page route. */
export default function CatchAll() {
  return <NotFoundPage />;
}

/** Caught here rather than at the root so this route's meta applies. */
export function ErrorBoundary() {
  return <NotFoundPage />;
}
