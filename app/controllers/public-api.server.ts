import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contentCacheHeaders } from "~/http/cache-headers.server";
import { type ContentRead, type PublicContent } from "~/services/public-content.server";
import { siteFor } from "~/services/site/site.server";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";

/**
 * A public, read-only JSON list (`/api/products`, `/api/stores`, …): from D1,
 * or from the static copy in standalone mode or when D1 fails.
 * Shared caches may keep what D1 answered to an anonymous visitor, as they
 * may the pages (cache.server.ts).
 */
export function publicListRoute(read: (content: PublicContent) => Promise<ContentRead<unknown>>) {
  return {
    loader: ({ context }: LoaderFunctionArgs) =>
      handleApi(async () => {
        const { value, source } = await read(siteFor(context).content);
        return apiJson(value, { headers: await contentCacheHeaders(context, source) });
      }),
    action: () => methodNotAllowed(["GET"]),
  };
}
