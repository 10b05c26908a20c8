import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_PAGE_PATHS, sitemapXml, type SitemapEntry } from "~/view/sitemap";
import { siteFor } from "~/services/site/site.server";

/** Every public page and every product page, for search engines. */
export async function loader({ context }: LoaderFunctionArgs) {
  const entries: SitemapEntry[] = PUBLIC_PAGE_PATHS.map((path) => ({ path }));
  const products = await siteFor(context).content.productSlugs();
  for (const { slug, updatedAt } of products.value) {
    entries.push({
      path: `/products/${encodeURIComponent(slug)}`,
      lastModified: updatedAt ?? undefined,
    });
  }
  // From the static copy, caches should come back sooner.
  const complete = products.source === "database";
  return new Response(sitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": complete
        ? "public, max-age=0, s-maxage=3600"
        : "public, max-age=0, s-maxage=60",
    },
  });
}
