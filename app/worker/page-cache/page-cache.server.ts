/**
 * The Worker's cache of public pages and public JSON for anonymous visitors
 * (server.ts). A response is kept only when its route said so with
 * `Cache-Control: public, …, s-maxage=N` (cache.server.ts), for N seconds,
 * and only for requests that carry none of the site's cookies, so nothing
 * personalised (an admin's buttons, a session, the standalone banner, a
 * flash toast) is ever served to someone else. Keys carry the build and the
 * content version (services/content-version.server.ts): a deployment, or an admin's
 * change, makes every earlier copy unreachable at once.
 *
 * A cached HTML page was rendered with another response's CSP nonce; each
 * copy served gets a fresh one, written over the old in the body and named in
 * this response's policy, so a nonce is never replayed.
 *
 * The cache only ever saves work: when KV or the Cache API fail, the page is
 * rendered as if nothing were cached.
 */
import { currentContentVersion, replaceContentVersion } from "~/services/content-version.server";
import { EdgePageStore, MemoryPageStore, type StoredPage } from "./page-store.server";

/** Cookies set by the site (session, toast, standalone mode, sign-in failures). */
const SITE_COOKIE = /(?:^|;)\s*(?:__Host-)?mp_[^=]*=/;
const CACHE_NAME = "miel-picosa";
/** Larger answers are sent but not kept (UTF-16 units: up to twice as many bytes). */
const MAX_STORED_CHARS = 256 * 1024;

/** This isolate's copies: the fastest answer, lost when the isolate ends (16 MB at most). */
const memory = new MemoryPageStore({ maxEntries: 200, maxChars: 8 * 1024 * 1024 });
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

/**
 * The cache for this request, or null when the request may not be answered
 * from it. Only addresses without a query string are kept: no public page
 * reads one, and made-up queries would otherwise push real pages out.
 */
export async function pageCacheFor(
  request: Request,
  env: PageCacheEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
  buildVersion: string,
): Promise<PageCache | null> {
  if (env.PAGE_CACHE === "off" || request.method !== "GET") return null;
  if (SITE_COOKIE.test(request.headers.get("Cookie") ?? "")) return null;
  if (request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (url.search) return null;
  let contentVersion: string;
  try {
    contentVersion = await currentContentVersion(env.CONTENT_VERSION);
  } catch (error) {
    console.error("Could not read the content version; rendering without the cache", error);
    return null;
  }
  const version = `${buildVersion}-${contentVersion}`;
  const key = `${version} ${url.host}${url.pathname}`;
  const edgeUrl = `${url.origin}/__page-cache/${version}${url.pathname}`;
  const edge = edgeStore();
  return {
    async match(nonce) {
      let page = memory.get(key);
      if (!page && edge) {
        page = await edge.get(edgeUrl).catch((error: unknown) => {
          console.error("Could not read the edge cache", error);
          return null;
        });
        if (page) memory.set(key, page);
      }
      return page ? cachedResponse(page, nonce) : null;
    },
    store(response, nonce) {
      const lifetime = sharedLifetime(response);
      if (lifetime === null || !response.body) return response;
      const [sent, kept] = response.body.tee();
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
  if (response.status !== 200) return null;
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

function cachedResponse(page: StoredPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  headers.set("Age", String(Math.floor((Date.now() - page.storedAt) / 1000)));
  headers.set("Cache-Status", `${CACHE_NAME}; hit`);
  const body = page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
  // A page that set its own policy (one with the analytics beacon) names the old nonce there too.
  const policy = headers.get("Content-Security-Policy");
  if (page.nonce && policy) {
    headers.set("Content-Security-Policy", policy.replaceAll(page.nonce, nonce));
  }
  return new Response(body, { status: page.status, headers });
}

/**
 * After a request that changed what visitors see (an admin write D1 holds:
 * `markContentChanged` in the load context), a new content version. This
 * isolate uses it at once; KV is written in the background, and a failure
 * there (KV takes about one write a second to a key) is logged, not turned
 * into an error for the admin whose change is already saved.
 */
export function afterContentChange(
  env: PageCacheEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
): void {
  ctx.waitUntil(
    replaceContentVersion(env.CONTENT_VERSION).catch((error: unknown) =>
      console.error("Could not store the new content version", error),
    ),
  );
}
