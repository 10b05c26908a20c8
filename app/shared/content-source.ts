/**
 * Where a page's catalogue came from (see services/public-content.server.ts),
 * as the browser code may know it.
 */
export type ContentSourceName = "database" | "standalone" | "fallback";
