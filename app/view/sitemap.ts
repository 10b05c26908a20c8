import { absoluteUrl } from "~/view/seo";
import { escapeXml } from "~/view/xml";

// Where the sitemap's tests and callers have always found it.
export { escapeXml };

/** Every public page, in the order a visitor meets them. */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/products",
  "/smoked-chili",
  "/stores",
  "/recipes",
  "/sustainability",
  "/about",
  "/contact",
  "/associates",
  "/clients",
  "/privacidad",
  "/lista-de-precios",
] as const;

export interface SitemapEntry {
  /** A path on this site, e.g. "/products/miel-picosa". */
  path: string;
  lastModified?: Date;
}

/** A sitemaps.org `<urlset>` with absolute URLs. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod =
      lastModified && !Number.isNaN(lastModified.getTime())
        ? `<lastmod>${lastModified.toISOString()}</lastmod>`
        : "";
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
