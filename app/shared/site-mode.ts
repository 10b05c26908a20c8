/**
 * Which site a request works on, decided once per request from its cookies
 * (the load context): `live` reads and writes D1, R2 and KV; `standalone`
 * reads the static copy and simulates every write.
 */
export type SiteMode = "live" | "standalone";

/**
 * Where a page's catalogue came from (see services/public-content.server.ts),
 * as the browser code may know it.
 */
export type ContentSourceName = "database" | "standalone" | "fallback";

/** Constants of the standalone mode (docs/decisions/002-standalone-mode.md), browser and server. */

/** Where the mode is turned on and off: a plain form post, enhanced with JavaScript. */
export const STANDALONE_PATH = "/standalone";
/** The page reloads this long after the mode is turned on, once the notice has shown. */
export const STANDALONE_RELOAD_DELAY_MS = 1500;
/** The notice shown while the mode is turned on (the original site's words). */
export const STANDALONE_ENABLING = "Activando modo independiente";
export const STANDALONE_DISABLED = "Modo sin conexión desactivado";

/** The name the admin screens show for the mode's mock admin session. */
export const MOCK_ADMIN_NAME = "Modo sin conexión";
