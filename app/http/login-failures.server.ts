import { createCookie, type Cookie } from "@remix-run/cloudflare";

/** From this many failed sign-ins on, the page offers (and turns on) the standalone mode. */
export const STANDALONE_OFFER_AFTER = 3;

/**
 * The failed sign-ins of this browser, a plain number in a short-lived
 * cookie: it only decides what the sign-in page offers, never who may sign
 * in (the server's rate limit does that, per client address).
 */
function failuresCookie(env: { ENVIRONMENT?: string }): Cookie {
  return createCookie("mp_login_failures", {
    httpOnly: true,
    secure: env.ENVIRONMENT !== "development",
    sameSite: "lax",
    // "/admin", not "/admin/auth": with JavaScript the form posts to /admin/auth.data.
    path: "/admin",
    maxAge: 60 * 60,
  });
}

export async function readLoginFailures(
  request: Request,
  env: { ENVIRONMENT?: string },
): Promise<number> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("mp_login_failures=")) return 0;
  let value: unknown;
  try {
    value = await failuresCookie(env).parse(header);
  } catch {
    return 0;
  }
  return typeof value === "number" && Number.isInteger(value) && value > 0
    ? Math.min(value, 1000)
    : 0;
}

export function loginFailuresCookie(env: { ENVIRONMENT?: string }, count: number): Promise<string> {
  return count > 0
    ? failuresCookie(env).serialize(count)
    : failuresCookie(env).serialize(0, { maxAge: 0 });
}
