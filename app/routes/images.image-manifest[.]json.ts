import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi } from "~/http/api-response.server";
import { readImageManifest } from "~/services/image-manifest.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return handleApi(async () =>
    apiJson(await readImageManifest(context.cloudflare.env), {
      headers: { "Cache-Control": "public, max-age=60" },
    }),
  );
}
