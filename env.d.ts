// Secrets and local-only variables; `wrangler types` only sees wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    /** Signs the session cookie. `wrangler secret put SESSION_SECRET`. */
    SESSION_SECRET: string;
    /** Local development only: the admin seeded into an empty database. */
    ADMIN_USERNAME?: string;
    ADMIN_PASSWORD?: string;
    /** Who receives the e-mail notice of each request (a verified Email Routing destination). */
    NOTIFY_TO?: string;
    /** Who sends it: an address on the domain that has Email Routing. */
    NOTIFY_FROM?: string;
    /** "off" turns off the Worker's cache of public pages (the tests do, but for its own). */
    PAGE_CACHE?: string;
  }
}
