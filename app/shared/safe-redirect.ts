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
