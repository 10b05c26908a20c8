/**
 * The Worker's cache of public pages and public JSON for anonymous visitors
 * (server.ts). A response is kept only when its route said so with
 * `Cache-Control: public, …, s-maxage=N` (cache.server.ts), for N seconds,
 * and only for requests that carry none of the site's cookies, so nothing
 * personalised (an admin's buttons, a session, the standalone banner, a
 * flash toast) is ever served to someone else. Keys carry the content
 * version (content-version.server.ts): an admin's change makes every earlier
 * copy unreachable at once.
 *
 * A cached HTML page was rendered with another response's CSP nonce; each
 * copy served gets a fresh one, written over the old in the body and named in
 * this response's policy, so a nonce is never replayed.
 */
import { currentContentVersion, replaceContentVersion } from "./content-version.server";
import { EdgePageStore, MemoryPageStore, type StoredPage } from "./page-store.server";

/** Cookies set by the site (session, toast, standalone mode, sign-in failures). */
const SITE_COOKIE = /(?:^|;)\s*(?:__Host-)?mp_[^=]*=/;
const CACHE_NAME = "miel-picosa";
/** Larger answers are sent but not kept. */
const MAX_STORED_CHARS = 512 * 1024;

/** This isolate's copies: the fastest answer, lost when the isolate ends. */
const memory = new MemoryPageStore({ maxEntries: 200, maxChars: 16 * 1024 * 1024 });
/**
 * The data centre's copies, shared by its isolates. `caches.default` is
 * workerd's; the DOM's CacheStorage type, also in scope, does not know it.
 */
const edgeStore = (): EdgePageStore | null => {
  const storage = globalThis.caches as (CacheStorage & { default?: Cache }) | undefined;
  return storage?.default ? new EdgePageStore(storage.default) : null;
};

export interface PageCacheEnv {
  PAGE_CACHE?: string;
  CONTENT_VERSION: KVNamespace;
}

export interface PageCache {
  /** The cached answer, with `nonce` in place of the one it was rendered with. */
  match(nonce: string): Promise<Response | null>;
  /** Sends `response` (rendered with `nonce`) on, keeping a copy when it may be shared. */
  store(response: Response, nonce: string): Response;
}

/** The cache for this request, or null when the request may not be answered from it. */
export async function pageCacheFor(
  request: Request,
  env: PageCacheEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
): Promise<PageCache | null> {
  if (env.PAGE_CACHE === "off" || request.method !== "GET") return null;
  if (SITE_COOKIE.test(request.headers.get("Cookie") ?? "")) return null;
  if (request.headers.has("Authorization")) return null;
  const version = await currentContentVersion(env.CONTENT_VERSION);
  const url = new URL(request.url);
  const key = `${version} ${url.host}${url.pathname}${url.search}`;
  const edgeUrl = `${url.origin}/__page-cache/${version}${url.pathname}${url.search}`;
  const edge = edgeStore();
  return {
    async match(nonce) {
      let page = memory.get(key);
      if (!page && edge) {
        page = await edge.get(edgeUrl);
        if (page) memory.set(key, page);
      }
      return page ? cachedResponse(page, nonce) : null;
    },
    store(response, nonce) {
      const lifetime = sharedLifetime(response);
      if (lifetime === null) return response;
      const [sent, kept] = teeBody(response);
      const keep = async () => {
        const body = await new Response(kept).text();
        if (body.length > MAX_STORED_CHARS) return;
        const storedAt = Date.now();
        const page: StoredPage = {
          status: response.status,
          headers: [...response.headers],
          body,
          nonce: body.includes(nonce) ? nonce : null,
          storedAt,
          expiresAt: storedAt + lifetime * 1000,
        };
        // The data centre's copy first: once this isolate answers from
        // memory, the others can already find it.
        await edge?.put(edgeUrl, page).catch((error: unknown) => {
          console.error("Could not keep a page in the edge cache", error);
        });
        memory.set(key, page);
      };
      ctx.waitUntil(
        keep().catch((error: unknown) => console.error("Could not keep a page", error)),
      );
      const headers = new Headers(response.headers);
      headers.set("Cache-Status", `${CACHE_NAME}; fwd=uri-miss; stored`);
      return new Response(sent, { status: response.status, headers });
    },
  };
}

/** Seconds a response may be kept and shared, or null if it may not be. */
function sharedLifetime(response: Response): number | null {
  if (response.status !== 200 || !response.body) return null;
  if (response.headers.has("Set-Cookie")) return null;
  const vary = response.headers.get("Vary");
  if (vary && vary.split(",").some((name) => name.trim().toLowerCase() !== "accept-encoding")) {
    return null;
  }
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) {
    return null;
  }
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  const seconds = sMaxAge ? Number(sMaxAge[1]) : 0;
  return seconds > 0 ? seconds : null;
}

function teeBody(response: Response): [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>] {
  // sharedLifetime has checked there is a body.
  return (response.body as ReadableStream<Uint8Array>).tee();
}

function cachedResponse(page: StoredPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  headers.set("Age", String(Math.floor((Date.now() - page.storedAt) / 1000)));
  headers.set("Cache-Status", `${CACHE_NAME}; hit`);
  const body = page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
  return new Response(body, { status: page.status, headers });
}

const READ_ONLY = new Set(["GET", "HEAD", "OPTIONS"]);
/** Admin paths whose successful writes change what the public sees. */
const ADMIN_WRITE_PATH = /^\/(?:api\/admin|admin|backup)(?:[/.?]|$)/;
const SIGN_IN_OUT_PATH = /^\/admin\/(?:auth|logout)(?:[/.?]|$)/;

/**
 * After an admin's write succeeds (any admin page action, `/api/admin/*`, a
 * restore), every cached page is out of date: start a new content version.
 * Writes simulated in standalone mode change nothing.
 */
export async function afterAdminWrite(
  request: Request,
  response: Response,
  env: PageCacheEnv,
  standaloneActive: boolean,
): Promise<void> {
  if (READ_ONLY.has(request.method) || standaloneActive || response.status >= 400) return;
  const { pathname } = new URL(request.url);
  if (!ADMIN_WRITE_PATH.test(pathname) || SIGN_IN_OUT_PATH.test(pathname)) return;
  await replaceContentVersion(env.CONTENT_VERSION);
}
