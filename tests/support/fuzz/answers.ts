import { expect } from "vitest";
import { refusedOrigin, type OriginCase } from "./headers";

/**
 * What every answer to a generated bad request must hold. The JSON API's
 * (`checkAnswer`, api-fuzz.test.ts): no 5xx, a 4xx is JSON with a Spanish
 * `error`, nothing internal shown. Pages and routes alike
 * (`expectSafeAnswer`, page-action-fuzz-*.test.ts, route-fuzz.test.ts): no
 * 5xx, nothing internal shown, a foreign Origin refused, no open redirect.
 */

/** What an answer must never show: stack frames and internals. */
const API_LEAKS: readonly [string, RegExp][] = [
  ["stack frame", /at /],
  ["error class", /Error:/],
  // D1_ERROR, D1_EXEC_ERROR…; not a random id that happens to hold "D1_".
  ["D1 error code", /\bD1_[A-Z]{4}/],
  ["SQLite", /SQLITE/i],
  ["drizzle", /drizzle/i],
  ["node_modules", /node_modules/],
];

/** `Campos no permitidos: <keys>` echoes the client's own key names. */
const UNKNOWN_KEYS_PREFIX = "Campos no permitidos:";

/** The body's text with the echo of the client's unknown keys cut out. */
function withoutEchoedKeys(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(parsed, (_key, value: unknown) =>
    typeof value === "string" && value.startsWith(UNKNOWN_KEYS_PREFIX)
      ? UNKNOWN_KEYS_PREFIX
      : value,
  );
}

export interface CheckedAnswer {
  status: number;
  text: string;
}

/**
 * Reads the answer and checks what holds for every one: no 5xx; a 4xx is
 * JSON with a Spanish `error` string; nothing internal leaks.
 */
export async function checkAnswer(response: Response, what: string): Promise<CheckedAnswer> {
  const text = await response.text();
  const context = `${what} → ${response.status} ${text.slice(0, 500)}`;
  expect(response.status, context).toBeLessThan(500);
  const visible = withoutEchoedKeys(text);
  for (const [name, pattern] of API_LEAKS) {
    expect(pattern.test(visible), `${name} leaked: ${context}`).toBe(false);
  }
  if (response.status >= 400) {
    expect(response.headers.get("Content-Type") ?? "", context).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error?: unknown };
    expect(typeof body.error, context).toBe("string");
  }
  return { status: response.status, text };
}

/** What no answer may show: stack frames, error classes and internals. */
const LEAKS: readonly [string, RegExp][] = [
  ["stack frame", /\bat (?:async )?[\w$.<>[\]]+ \(|\bat (?:file|node|https?):\/\/|:\d+:\d+\)/],
  ["error class", /\b(?:Type|Reference|Range|Syntax)?Error: /],
  // D1_ERROR, D1_EXEC_ERROR…; not a random id that happens to hold "D1_".
  ["D1 error code", /\bD1_[A-Z]{4}/],
  ["SQLite", /SQLITE/i],
  ["drizzle", /drizzle/i],
  ["node_modules", /node_modules/],
  ["source path", /\/(?:tmp|work|home|root)\/|\.tsx?:\d+/],
  ["workerd", /workerd/i],
];

/**
 * Remix's own router refusals: a 404 page's hydration data names the URL the
 * client sent, and the single-fetch data protocol (`*.data`, text/x-script,
 * read by Remix's client) answers a method a route does not take with the
 * method, that URL and the route's id, which every page's route manifest
 * already publishes. Cut out before the checks. (A page, HTML, that does not
 * take a method gets a plain page: see "a method a page does not take".)
 */
const ROUTER_MESSAGES = [/Error: No route matches URL \\*"[\s\S]*?\\*"/g];
const DATA_PROTOCOL_MESSAGES = [
  /Error: You made an? [A-Z]+ request to \\*"[\s\S]*?\\*" but did not provide an `action` for route \\*"[^"\\]+\\*", so there is no way to handle the request\./g,
  /Error: Invalid request method \\*"[A-Z]*\\*"/g,
];

function withoutRouterMessages(text: string, contentType: string): string {
  const patterns = /^text\/x-script\b/.test(contentType)
    ? [...ROUTER_MESSAGES, ...DATA_PROTOCOL_MESSAGES]
    : ROUTER_MESSAGES;
  return patterns.reduce((rest, pattern) => rest.replace(pattern, "<router>"), text);
}

/**
 * Whether generated text would pass for a leak when a page echoes it back
 * (a form keeps what was typed): generators leave such text out.
 */
export function looksLikeLeak(text: string): boolean {
  return LEAKS.some(([, pattern]) => pattern.test(text));
}

const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];

/** Checks one answer; `what` describes the request in failure messages. */
export function expectSafeAnswer(
  response: Response,
  text: string,
  request: { method: string; origin: OriginCase; what: string },
): void {
  const context = `${request.what} → ${response.status} ${text.slice(0, 400)}`;
  expect(response.status, context).toBeLessThan(500);
  const visible = withoutRouterMessages(text, response.headers.get("Content-Type") ?? "");
  for (const [name, pattern] of LEAKS) {
    expect(pattern.test(visible), `${name} leaked: ${context}`).toBe(false);
  }
  if (refusedOrigin(request.origin) && !SAFE_METHODS.includes(request.method)) {
    expect(response.status, context).toBe(403);
  }
  // No open redirect: only to a path of this site, or to the chat, as a
  // browser reads the address (it drops tabs and line breaks first).
  const location = response.headers.get("Location")?.replace(/[\t\n\r]/g, "");
  if (location !== undefined) {
    expect(location, context).toMatch(/^(?:\/(?![/\\])|https:\/\/wa\.me\/)/);
  }
}
