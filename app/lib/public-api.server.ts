import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Database } from "~/db/client.server";
import { apiJson, handleApi, methodNotAllowed } from "./api.server";

/** A public, read-only JSON list (`/api/products`, `/api/stores`, …). */
export function publicListRoute(list: (db: Database) => Promise<unknown>) {
  return {
    loader: ({ context }: LoaderFunctionArgs) =>
      handleApi(async () => apiJson(await list(context.db))),
    action: () => methodNotAllowed(["GET"]),
  };
}
