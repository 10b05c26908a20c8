/**
 * The bag's cookies (docs/decisions/036-the-bag.md). None is named `mp_…`,
 * so a visitor with a bag still gets the public pages from the page cache:
 * no page's HTML depends on the bag.
 * - `bolsa`: the bag's random token (HttpOnly); the live site keeps the bag in D1 under it.
 * - `bolsa_lineas`: the standalone site, which stores nothing, keeps the lines themselves.
 * - `bolsa_cuenta`: how many units the bag holds, readable by the page's
 *   script so the header can show the count on a cached page.
 */
import { RANDOM_TOKEN, randomToken } from "~/services/random-token.server";
import { BAG_LIFETIME_DAYS, type BagLine } from "~/services/bag/bag-lines.server";
import { BAG_COUNT_COOKIE } from "~/shared/bag-count";

const TOKEN_COOKIE = "bolsa";
const LINES_COOKIE = "bolsa_lineas";
const BAG_LIFETIME_SECONDS = BAG_LIFETIME_DAYS * 24 * 60 * 60;

interface CookieEnv {
  ENVIRONMENT?: string;
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

function setCookie(env: CookieEnv, name: string, value: string, httpOnly: boolean): string {
  const secure = env.ENVIRONMENT === "development" ? "" : "; Secure";
  const lifetime = value === "" ? "Max-Age=0" : `Max-Age=${BAG_LIFETIME_SECONDS}`;
  return `${name}=${value}; Path=/; ${lifetime}${httpOnly ? "; HttpOnly" : ""}; SameSite=Lax${secure}`;
}

/** The bag's token, when the request carries a well-formed one. */
export function readBagToken(request: Request): string | null {
  const token = cookieValue(request, TOKEN_COOKIE);
  return token !== null && RANDOM_TOKEN.test(token) ? token : null;
}

/** The cookie of the bag's token, for another 60 days from now. */
export function bagTokenCookie(env: CookieEnv, token: string): string {
  return setCookie(env, TOKEN_COOKIE, token, true);
}

/** A new bag's token and its cookie. */
export function newBagToken(env: CookieEnv): { token: string; cookie: string } {
  const token = randomToken();
  return { token, cookie: bagTokenCookie(env, token) };
}

/** The standalone bag's lines, as its cookie holds them ('12.3-15.1'); anything malformed is left out. */
export function readCookieLines(request: Request): BagLine[] {
  const raw = cookieValue(request, LINES_COOKIE);
  if (!raw) return [];
  const seen = new Set<number>();
  return raw.split("-").flatMap((pair) => {
    const match = /^(\d{1,10})\.(\d{1,2})$/.exec(pair);
    const productId = Number(match?.[1]);
    // A product named twice (a cookie the site never wrote) keeps its first line.
    if (!match || seen.has(productId)) return [];
    seen.add(productId);
    return [{ productId, quantity: Number(match[2]) }];
  });
}

export function cookieLinesCookie(env: CookieEnv, lines: readonly BagLine[]): string {
  const value = lines.map((line) => `${line.productId}.${line.quantity}`).join("-");
  return setCookie(env, LINES_COOKIE, value, true);
}

/** The header's count: gone with an empty bag. */
export function bagCountCookie(env: CookieEnv, units: number): string {
  return setCookie(env, BAG_COUNT_COOKIE, units > 0 ? String(units) : "", false);
}
