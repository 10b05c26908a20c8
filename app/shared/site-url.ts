/**
 * The site's canonical address (canonical links, Open Graph, schema.org,
 * the sitemap, robots.txt): the domain the page is served on, unless
 * SITE_URL names one (docs/decisions/028-launch-day.md). The Worker answers
 * each request inside its own address (app/worker/site-url.server.ts), and
 * the document names it (`<meta name="site-url">`, app/root.tsx) for the
 * browser, whose meta tags then match the server's; anywhere else (unit
 * tests, scripts, the Vite development server) the sample address.
 */
import { SAMPLE_SITE_URL } from "~/content/business";

type SiteUrlSource = () => string | undefined;

/**
 * Kept on the global object: the Worker entry and the Remix server build are
 * bundled apart, each with its own copy of this module.
 */
const SOURCE = Symbol.for("miel-picosa.site-url");
const holder = globalThis as { [SOURCE]?: SiteUrlSource };

/** Set once by the Worker: where the current request's address is read. */
export function readSiteUrlFrom(source: SiteUrlSource): void {
  holder[SOURCE] = source;
}

/** The origin absolute links are made with, without a trailing slash. */
export function currentSiteUrl(): string {
  const fromRequest = holder[SOURCE]?.();
  if (fromRequest) return fromRequest;
  if (typeof document !== "undefined") {
    const named = document.querySelector('meta[name="site-url"]')?.getAttribute("content");
    return named || window.location.origin;
  }
  return SAMPLE_SITE_URL;
}

/** SITE_URL when it is an http(s) address, as its origin; otherwise the request's origin. */
export function siteUrlFor(requestUrl: string, configured: string | undefined): string {
  const value = configured?.trim();
  if (value) {
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // Not an address: the served domain stands.
    }
  }
  return new URL(requestUrl).origin;
}
