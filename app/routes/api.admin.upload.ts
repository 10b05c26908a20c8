import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/lib/api.server";
import { requireAdminApi } from "~/lib/guards.server";
import { readImageInfo, readUploadedFile, uploadImage } from "~/services/images.server";
import { simulateOfflineUpload } from "~/services/offline-writes.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/** The file's checks run offline too; only the storing is simulated. */
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
      { success: true, imageUrl: image.imageUrl },
      { status: image.created ? 201 : 200 },
    );
  });
}
