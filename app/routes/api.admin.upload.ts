import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { readUploadedFile } from "~/http/uploaded-file.server";
import { siteFor } from "~/services/site/site.server";
import { resolveImage } from "~/view/image-resolution";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * Besides `imageUrl`, `image` is the picture as pages draw it (variants,
 * placeholder, size), so a form can show it at once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    await requireAdminApi(context);
    const bytes = await readUploadedFile(request);
    const stored = await siteFor(context).storeImage(bytes);
    const image =
      stored.hash && stored.entry
        ? resolveImage(stored.imageUrl, { [stored.hash]: stored.entry })
        : undefined;
    return apiJson(
      { success: true, imageUrl: stored.imageUrl, ...(image ? { image } : {}) },
      { status: stored.created ? 201 : 200 },
    );
  });
}
