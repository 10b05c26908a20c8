import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { resolveImage } from "~/view/image-resolution";
import { readUploadedFile } from "~/http/uploaded-file.server";
import { readImageInfo } from "~/services/image-files.server";
import { uploadImage } from "~/services/image-store.server";
import { simulateOfflineUpload } from "~/services/offline-writes.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * The file's checks run offline too; only the storing is simulated. Besides
 * the spec's `imageUrl`, `image` is the picture as pages draw it (variants,
 * placeholder, size), so a form can show it at once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const access = await requireAdminApi(context);
    const bytes = await readUploadedFile(request);
    if (access.mode === "standalone") {
      readImageInfo(bytes);
      return apiJson(await simulateOfflineUpload(), { status: 201 });
    }
    const image = await uploadImage(context.cloudflare.env, bytes);
    return apiJson(
      {
        success: true,
        imageUrl: image.imageUrl,
        image: resolveImage(image.imageUrl, { [image.hash]: image.entry }),
      },
      { status: image.created ? 201 : 200 },
    );
  });
}
