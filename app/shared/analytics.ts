/**
 * Cloudflare Web Analytics (docs/decisions/027-site-settings.md): the beacon
 * every public page carries while the owner has set a token in 'Sitio', and
 * the two hosts the page's Content-Security-Policy then allows: the script's
 * and the one it reports to.
 */
export const ANALYTICS_SCRIPT_URL = "https://static.cloudflareinsights.com/beacon.min.js";
export const ANALYTICS_SCRIPT_HOST = "https://static.cloudflareinsights.com";
export const ANALYTICS_REPORT_HOST = "https://cloudflareinsights.com";

/** The admin's pages, which never carry the beacon. */
const ADMIN_PAGE = /^\/(?:admin|backup)(?:[/.]|$)/;

export const isAdminPage = (pathname: string) => ADMIN_PAGE.test(pathname);
