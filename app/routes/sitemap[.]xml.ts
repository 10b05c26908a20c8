import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_PAGE_PATHS, sitemapXml, type SitemapEntry } from "~/lib/sitemap";
import { listProductSlugs } from "~/services/catalog.server";

/** Every public page and every product page, for search engines. */
export async function loader({ context }: LoaderFunctionArgs) {
  const entries: SitemapEntry[] = PUBLIC_PAGE_PATHS.map((path) => ({ path }));
  let complete = true;
  try {
    const products = await listProductSlugs(context.db);
    for (const { slug, updatedAt } of products) {
      entries.push({ path: `/products/${encodeURIComponent(slug)}`, lastModified: updatedAt });
    }
  } catch (error) {
    // The pages are still worth listing; ask caches to come back sooner.
    console.error("sitemap.xml: could not list the products", error);
    complete = false;
  }
  return new Response(sitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": complete
        ? "public, max-age=0, s-maxage=3600"
        : "public, max-age=0, s-maxage=60",
    },
  });
}
