/** The standalone mode's shared constants (SPEC §4, §9), for the browser and the server. */

/** Where the mode is turned on and off: a plain form post, enhanced with JavaScript. */
export const STANDALONE_PATH = "/standalone";
/** SPEC §9: the page reloads this long after the mode is turned on. */
export const STANDALONE_RELOAD_DELAY_MS = 1500;
/** SPEC §2: the notice shown while the mode is turned on. */
export const STANDALONE_ENABLING = "Activando modo independiente";
export const STANDALONE_DISABLED = "Modo sin conexión desactivado";

/**
 * Control characters and spaces: browsers drop tabs and line breaks from a
 * URL ("/\t/evil.example" is "//evil.example") and a header cannot carry
 * line breaks at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_PATH = /[\u0000-\u0020\u007f\\]/;

/** A path of this site to go on to, or "/" for anything else (no open redirects). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_IN_PATH.test(value)) {
    return fallback;
  }
  return value;
}
