import { sampleBusiness } from "~/content/business";
import type { BusinessSettings, SiteSettings } from "~/validation/site-settings";

/** What every page's meta tags take from the site settings. */
export interface SiteMeta {
  /** The brand name: titles' suffix and `og:site_name`. */
  name: string;
  /** The shared picture of a page that has none of its own (`pictures.shareImage`). */
  shareImage: string;
}

/** The settings' part of the meta tags. */
export function siteMeta(settings: Pick<SiteSettings, "business" | "pictures">): SiteMeta {
  return { name: settings.business.name, shareImage: settings.pictures.shareImage.imageUrl };
}

const DEFAULT_SHARE_IMAGE = "/images/miel-picosa-1.webp";

/** The defaults' meta identity: only for a page whose loader sent none. */
export const defaultSiteMeta: SiteMeta = {
  name: sampleBusiness.name,
  shareImage: DEFAULT_SHARE_IMAGE,
};

interface RootSite {
  business: BusinessSettings;
  shareImage: string;
}

/**
 * The identity the root loader sent, for a `meta` that runs without a
 * loader of its own (admin pages, errors). The defaults when the root loader
 * sent nothing.
 */
export function rootSiteOfMatches(matches: readonly { id: string; data: unknown }[]): RootSite {
  const data = matches.find((match) => match.id === "root")?.data;
  return isRootSite(data) ? data : { business: sampleBusiness, shareImage: DEFAULT_SHARE_IMAGE };
}

/** The site's meta identity from the root loader's data (`rootSiteOfMatches`). */
export function siteMetaOfMatches(matches: readonly { id: string; data: unknown }[]): SiteMeta {
  const { business, shareImage } = rootSiteOfMatches(matches);
  return { name: business.name, shareImage };
}

function isRootSite(data: unknown): data is RootSite {
  if (typeof data !== "object" || data === null) return false;
  const { business, shareImage } = data as Record<string, unknown>;
  return (
    typeof shareImage === "string" &&
    typeof business === "object" &&
    business !== null &&
    typeof (business as Record<string, unknown>).name === "string"
  );
}
