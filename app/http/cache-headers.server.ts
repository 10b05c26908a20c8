import {
  data,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import type { ContentSource } from "~/services/public-content.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * Cache-Control of a public page. The shell shows a signed-in admin their
 * shortcut (and data pages show edit buttons), so an admin's copy must never
 * be stored by a shared cache; everyone else gets a short shared lifetime
 * that the edge may refresh in the background.
 *
 * When the session cannot be read, or the visitor is in standalone mode (the
 * page carries its banner), nothing is shared either.
 *
 * Data pages (products, stores, recipes) keep the defaults; pages whose copy
 * only changes with a deployment pass `sMaxAge` 300 and 3600.
 */
export async function publicCacheHeaders(
  context: AppLoadContext,
  sMaxAge = 60,
  staleWhileRevalidate = sMaxAge * 10,
): Promise<Record<string, string>> {
  if (context.mode === "standalone") return { ...PRIVATE };
  let user: Awaited<ReturnType<AppLoadContext["sessionUser"]>>;
  try {
    user = await context.sessionUser();
  } catch (error) {
    // The page still renders (the shell treats this as no user), but a copy
    // made while the session store is failing is not worth sharing.
    console.error("Could not read the session for Cache-Control", error);
    return { ...PRIVATE };
  }
  if (user) return { ...PRIVATE };
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
  };
}

/**
 * `publicCacheHeaders` for a page or JSON read from the catalogue: a copy
 * made from the static data (standalone mode, or D1 failing) is never stored.
 */
export async function contentCacheHeaders(
  context: AppLoadContext,
  source: ContentSource,
): Promise<Record<string, string>> {
  return source === "database" ? publicCacheHeaders(context) : { ...PRIVATE };
}

/** Shared lifetimes of pages whose content only changes with a deployment. */
export const STATIC_PAGE_S_MAXAGE = 300;
export const STATIC_PAGE_STALE_WHILE_REVALIDATE = 3600;

/** `publicCacheHeaders` for the static story pages (about, sustainability…). */
export function staticPageCacheHeaders(context: AppLoadContext): Promise<Record<string, string>> {
  return publicCacheHeaders(context, STATIC_PAGE_S_MAXAGE, STATIC_PAGE_STALE_WHILE_REVALIDATE);
}

/** A public page's `headers`: the Cache-Control its loader chose. */
export const loaderCacheControl: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** `loaderCacheControl` of a page whose loader can fail: an error page is never stored. */
export const loaderCacheControlOrNoStore: HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("Cache-Control") ? loaderHeaders : { "Cache-Control": "no-store" };

/** The loader of a static page: what `load` gives, with the Cache-Control worked out meanwhile. */
export function staticPageLoader<T>(load: (context: AppLoadContext) => T | Promise<T>) {
  return async ({ context }: LoaderFunctionArgs) => {
    const [body, headers] = await Promise.all([load(context), staticPageCacheHeaders(context)]);
    return data(body, { headers });
  };
}

/** A page's loader data read from the catalogue, with the Cache-Control of where it came from. */
export async function contentPageData<T>(context: AppLoadContext, source: ContentSource, body: T) {
  return data(body, { headers: await contentCacheHeaders(context, source) });
}
