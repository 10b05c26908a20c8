import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { currentSiteUrl } from "~/shared/site-url";
import { siteMetaOfMatches, type SiteMeta } from "~/view/site-meta";

export interface PageSeo {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/products". */
  path: string;
  /** An image path or URL for sharing (Open Graph). */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** Keep the page out of search engines (admin, errors). */
  noIndex?: boolean;
  /** The brand name and default shared picture, from the site settings (`siteMeta(settings)`). */
  site: SiteMeta;
}

/** An absolute URL on the site's canonical address (app/shared/site-url.ts). */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, currentSiteUrl()).toString();
}

/** Title, description, canonical URL and Open Graph / Twitter tags of a page. */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
  noIndex = false,
  site,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const shareImage = absoluteUrl(image ?? site.shareImage);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type === "product" ? "product" : type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "es_MX" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: shareImage },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** schema.org data as a meta descriptor: Remix renders it as an escaped ld+json script. */
export function jsonLdMeta(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/**
 * The tags of a page kept out of search engines (the panel, the sign-in and
 * account pages): its title, maybe read from the loader's data, at `path` or
 * at the page's own URL.
 */
export function unindexedPageMeta<Loader = unknown>(
  title: string | ((data: Parameters<MetaFunction<Loader>>[0]["data"]) => string),
  description: string,
  path?: string,
): MetaFunction<Loader> {
  return ({ data, location, matches }) =>
    pageMeta({
      title: typeof title === "string" ? title : title(data),
      description,
      path: path ?? location.pathname,
      noIndex: true,
      site: siteMetaOfMatches(matches),
    });
}

/** The tags of an admin page: '<section> · Panel de Administración', never indexed. */
export function adminPageMeta(section: string, description: string, path: string): MetaFunction {
  return unindexedPageMeta(`${section} · Panel de Administración`, description, path);
}
