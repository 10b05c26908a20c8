import { freshAddresses } from "../addresses";
import { storageState } from "../snapshots";
import type { TestWorker } from "../worker";
import { expectSafeAnswer } from "./answers";
import type { BodyCase } from "./encodings";
import { originHeaders, type OriginCase } from "./headers";
import type { WriteWatch } from "./watch";

/** A client address no other request of the run used (rate limits are per address). */
export const freshClientAddress = freshAddresses("198.18");

/** The RequestInit of a fuzzed request. */
export function fuzzInit(
  method: string,
  body: BodyCase,
  extra: { origin: OriginCase; cookie?: string; clientAddress?: string },
): RequestInit {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...originHeaders(extra.origin),
  };
  if (body.contentType !== null) headers["Content-Type"] = body.contentType;
  if (extra.cookie) headers.Cookie = extra.cookie;
  if (extra.clientAddress) headers["CF-Connecting-IP"] = extra.clientAddress;
  return { method, headers, body: body.body ?? undefined };
}

function isConnectionReset(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET") return true;
  }
  return false;
}

/**
 * `worker.fetch`, sent again if the connection is reset. When the Worker
 * answers before reading the body (403 for a foreign Origin, 401, a DELETE's
 * 404), workerd may close the socket while undici is still sending that body
 * and undici then throws instead of returning the answer. That is the local
 * transport, not the Worker; Cloudflare's edge buffers request bodies. The D1
 * check after each request still covers whatever the lost attempt did.
 */
export async function fetchAnswer(
  worker: TestWorker,
  path: string,
  init: RequestInit,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await worker.fetch(path, init);
    } catch (error) {
      if (attempt >= 10 || !isConnectionReset(error)) throw error;
      // On a busy machine the race is lost again at once: give the socket time.
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Short description of a case for failure messages. */
export function describeCase(
  method: string,
  path: string,
  body: BodyCase,
  origin: OriginCase,
): string {
  const text =
    typeof body.body === "string"
      ? body.body
      : body.body
        ? `<${body.body.length} bytes>`
        : "<none>";
  return `${method} ${path.slice(0, 200)} [${body.label}, ${body.contentType ?? "no type"}, origin ${origin}] ${text.slice(0, 300)}`;
}

/** A generated body, as bytes on the wire. */
export interface EncodedBody {
  label: string;
  contentType: string | null;
  bytes: Uint8Array<ArrayBuffer> | null;
}

export const noBody: EncodedBody = { label: "none", contentType: null, bytes: null };

const encoder = new TextEncoder();
/** `text` as UTF-8, ready to send. */
export const bytesOf = (text: string) => encoder.encode(text) as Uint8Array<ArrayBuffer>;

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
