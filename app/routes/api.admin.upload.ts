import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/lib/api.server";
import { requireAdminApi } from "~/lib/guards.server";
import { readUploadedFile, uploadImage } from "~/services/images.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    await requireAdminApi(context);
    const bytes = await readUploadedFile(request);
    const image = await uploadImage(context.cloudflare.env, bytes);
    return apiJson(
      { success: true, imageUrl: image.imageUrl },
      { status: image.created ? 201 : 200 },
    );
  });
}
