import { expect } from "vitest";
import {
  fetchAnswer,
  freshClientAddress,
  originHeaders,
  refusedOrigin,
  type OriginCase,
  type WriteWatch,
} from "./fuzz";
import type { TestWorker } from "./worker";

/**
 * What every answer to a generated bad request must hold, pages and JSON
 * alike (page-action-fuzz.test.ts, route-fuzz.test.ts): no 5xx, nothing
 * internal shown, a foreign Origin refused, no open redirect.
 */

/** What no answer may show: stack frames, error classes and internals. */
const LEAKS: readonly [string, RegExp][] = [
  ["stack frame", /\bat (?:async )?[\w$.<>[\]]+ \(|\bat (?:file|node|https?):\/\/|:\d+:\d+\)/],
  ["error class", /\b(?:Type|Reference|Range|Syntax)?Error: /],
  ["D1 error code", /D1_/],
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

/** Every object of R2 and every value of KV, as text. */
export async function storageState(worker: TestWorker): Promise<string> {
  const objects = (await worker.storage.r2Objects()).map(
    (object) => `${object.key} ${object.etag}`,
  );
  return JSON.stringify({ objects, values: await worker.storage.kvEntries() });
}

/** A generated body, as bytes on the wire. */
export interface EncodedBody {
  label: string;
  contentType: string | null;
  bytes: Uint8Array<ArrayBuffer> | null;
}

/** A generated request to a page or route. */
export interface GeneratedRequest {
  method: string;
  path: string;
  body: EncodedBody;
  origin: OriginCase;
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * Sends generated requests and checks each answer (`expectSafeAnswer`); D1
 * is watched by `watch`, R2 and KV compared with how they were every
 * `every` requests and at `check()`. A change names the requests since the
 * last clean look.
 */
export class RequestFuzzer {
  private sinceStorageCheck: string[] = [];

  constructor(
    private readonly worker: TestWorker,
    private readonly watch: WriteWatch,
    private readonly storageBaseline: string,
    private readonly every: number,
    /** How a cookie shows in failure messages. */
    private readonly cookieLabel: (cookie: string) => string = () => "cookie",
  ) {}

  describe(request: GeneratedRequest): string {
    const { method, path, body, origin, cookie } = request;
    const preview = body.bytes ? new TextDecoder().decode(body.bytes.subarray(0, 200)) : "<none>";
    const who = cookie ? `, ${this.cookieLabel(cookie)}` : "";
    return `${method} ${path.slice(0, 200)} [${body.label}, ${body.contentType ?? "no type"}, origin ${origin}${who}] ${preview}`;
  }

  /** Sends one request and checks its answer; resolves to its status. */
  send(request: GeneratedRequest): Promise<number> {
    const what = this.describe(request);
    return this.watch.run(what, async () => {
      const headers: Record<string, string> = {
        "CF-Connecting-IP": freshClientAddress(),
        ...originHeaders(request.origin),
        ...request.headers,
      };
      if (request.body.contentType !== null) headers["Content-Type"] = request.body.contentType;
      if (request.cookie) headers.Cookie = request.cookie;
      const response = await fetchAnswer(this.worker, request.path, {
        method: request.method,
        headers,
        body: request.body.bytes ?? undefined,
        redirect: "manual",
      });
      const text = request.method === "HEAD" ? "" : await response.text();
      expectSafeAnswer(response, text, { method: request.method, origin: request.origin, what });
      this.sinceStorageCheck.push(what);
      if (this.sinceStorageCheck.length >= this.every) await this.checkStorage();
      return response.status;
    });
  }

  /** D1, R2 and KV must be as they were now. */
  async check(): Promise<void> {
    await this.watch.check();
    await this.checkStorage();
  }

  private async checkStorage(): Promise<void> {
    const suspects = this.sinceStorageCheck;
    this.sinceStorageCheck = [];
    const now = await storageState(this.worker);
    if (now !== this.storageBaseline) {
      throw new Error(
        `R2 or KV changed during one of these requests:\n${suspects.map((what) => `  - ${what}`).join("\n")}\nbefore ${this.storageBaseline}\nafter  ${now}`,
      );
    }
  }
}
