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

/** The sign-in page; it takes `?redirectTo=` to go back to the admin page that sent there. */
export const SIGN_IN_PATH = "/admin/auth";

/**
 * Where signing in goes on to: an admin page named by `?redirectTo=` (a link
 * from the owner's e-mail, a session that ended), else the panel.
 */
export function adminReturnPath(value: unknown): string {
  const path = safeRedirectPath(value, "/admin");
  const inAdmin = path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?");
  return inAdmin && !path.startsWith(SIGN_IN_PATH) ? path : "/admin";
}

/** The sign-in page, asked to come back to `returnTo` afterwards. */
export function signInPathFor(returnTo: string | undefined): string {
  const back = adminReturnPath(returnTo);
  return back === "/admin"
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(back)}`;
}
