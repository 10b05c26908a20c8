// Secrets and local-only variables; `wrangler types` only sees wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    /**
     * Signs the session cookie. Optional: without it the Worker makes its own
     * key in D1 (app/services/session-key.server.ts).
     */
    SESSION_SECRET?: string;
    /** Opens the first-run page, /admin/setup, while no admin exists (12 characters or more). */
    SETUP_CODE?: string;
    /** Local development only: the admin seeded into an empty database. */
    ADMIN_USERNAME?: string;
    ADMIN_PASSWORD?: string;
    /**
     * Who receives the e-mail notices, for sites set up before 'Sitio' had the
     * field; the owner's choice in 'Sitio' comes first.
     */
    NOTIFY_TO?: string;
    /** Who sends it: an address on the domain that has Email Routing. */
    NOTIFY_FROM?: string;
    /**
     * The canonical address (https://…), when it must not follow the domain
     * a page is served on (app/shared/site-url.ts).
     */
    SITE_URL?: string;
    /** "off" turns off the Worker's cache of public pages (the tests do, but for its own). */
    PAGE_CACHE?: string;
  }
}
