// Relative, not `~/`: load-context.ts reaches this file (through
// app/worker/security-headers.server.ts) outside Vite's resolver.
import { ANALYTICS_REPORT_HOST, ANALYTICS_SCRIPT_HOST } from "../shared/analytics";

/**
 * The Content-Security-Policy of the site's HTML pages: every page's, naming
 * its response's nonce, and that of a page that ships no script. The
 * Worker's edge (app/worker/security-headers.server.ts) sets the first on
 * every page; entry.server.tsx sets the second on a page that ships none.
 */

/**
 * Where the contact form's answer may lead: the form posts to /contact, which
 * redirects to the chat (docs/decisions/014-contact-form.md); wa.me redirects on to
 * api.whatsapp.com, and Chromium applies form-action to every redirect.
 */
const FORM_TARGETS = ["'self'", "https://wa.me", "https://api.whatsapp.com"] as const;

/**
 * The policy of an HTML page. Scripts run only from this origin or with this
 * response's nonce (never `unsafe-inline`). Styles allow inline: Radix,
 * sonner and the image placeholders set style attributes, and a style cannot
 * run code. Images: data: placeholders, blob: upload previews, and the
 * absolute https addresses the admin may give a product or recipe.
 */
export function contentSecurityPolicy(nonce?: string, { analytics = false } = {}): string {
  const sources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])];
  return pagePolicy(
    `script-src ${[...sources, ...analyticsScripts(analytics)].join(" ")}`,
    analytics,
  );
}

/**
 * The policy of a page that ships no script (app/view/page-scripts.ts): the
 * same as every page's, except that no script may run at all. entry.server.tsx
 * sets it on such a page, so the Worker's withSecurityHeaders keeps it, and
 * the page cache stores it with the page.
 */
export function scriptlessPagePolicy({ analytics = false } = {}): string {
  return pagePolicy(
    analytics ? `script-src ${ANALYTICS_SCRIPT_HOST}` : "script-src 'none'",
    analytics,
  );
}

/**
 * With the owner's Web Analytics token (app/shared/analytics.ts), a public
 * page also allows exactly the beacon's script host and the host it reports to.
 */
const analyticsScripts = (analytics: boolean) => (analytics ? [ANALYTICS_SCRIPT_HOST] : []);

function pagePolicy(scriptSource: string, analytics: boolean): string {
  return [
    "default-src 'self'",
    scriptSource,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${analytics ? ` ${ANALYTICS_REPORT_HOST}` : ""}`,
    "media-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${FORM_TARGETS.join(" ")}`,
  ].join("; ");
}
