/**
 * The standalone mode's two flags (docs/decisions/002-standalone-mode.md):
 * one cookie forces the mode, one opens the
 * mock admin session. Neither grants anything real: in the mode every page
 * reads the static data and every write is simulated, so the cookies are
 * plain and unsigned.
 */

// Relative, not `~/`: load-context.ts reaches this file outside Vite's resolver.
import type { SiteMode } from "../../app/shared/site-mode";

export interface RequestMode {
  /** `standalone` when the visitor turned the mode on. */
  mode: SiteMode;
  /** The mock admin session: the admin screens open over the static data. */
  mockSession: boolean;
}

const FORCED = "mp_standalone";
const MOCK_SESSION = "mp_mock_session";
/** A day: long enough to work through an outage, short enough not to be forgotten on. */
const MAX_AGE_SECONDS = 24 * 60 * 60;

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

export function readRequestMode(request: Request): RequestMode {
  const header = request.headers.get("Cookie") ?? "";
  const standalone = cookieValue(header, FORCED) === "1";
  return {
    mode: standalone ? "standalone" : "live",
    mockSession: standalone && cookieValue(header, MOCK_SESSION) === "1",
  };
}

/** The Set-Cookie headers that turn the mode (and its mock session) on or off. */
export function standaloneModeCookies(
  env: { ENVIRONMENT?: string },
  enabled: boolean,
): [string, string] {
  const secure = env.ENVIRONMENT === "development" ? "" : "; Secure";
  const lifetime = enabled ? `Max-Age=${MAX_AGE_SECONDS}` : "Max-Age=0";
  const value = enabled ? "1" : "";
  return [FORCED, MOCK_SESSION].map(
    (name) => `${name}=${value}; Path=/; ${lifetime}; HttpOnly; SameSite=Lax${secure}`,
  ) as [string, string];
}
