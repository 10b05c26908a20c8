import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleApi } from "~/http/api-response.server";
import { serveUpload } from "~/services/serve-upload.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return handleApi(() => serveUpload(context.cloudflare.env, params.key ?? "", request));
}
