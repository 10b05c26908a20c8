import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  publicContent,
  type ContentRead,
  type PublicContent,
} from "~/services/public-content.server";
import { apiJson, handleApi, methodNotAllowed } from "./api.server";

/**
 * A public, read-only JSON list (`/api/products`, `/api/stores`, …): from D1,
 * or from the static copy in standalone mode or when D1 fails (SPEC §7).
 */
export function publicListRoute(read: (content: PublicContent) => Promise<ContentRead<unknown>>) {
  return {
    loader: ({ context }: LoaderFunctionArgs) =>
      handleApi(async () => apiJson((await read(publicContent(context))).value)),
    action: () => methodNotAllowed(["GET"]),
  };
}
