// Secrets and local-only variables; `wrangler types` only sees wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    /** Signs the session cookie. `wrangler secret put SESSION_SECRET`. */
    SESSION_SECRET: string;
    /** Local development only: the admin seeded into an empty database. */
    ADMIN_USERNAME?: string;
    ADMIN_PASSWORD?: string;
    /** "off" turns off the Worker's cache of public pages (the tests do, but for its own). */
    PAGE_CACHE?: string;
  }
}
