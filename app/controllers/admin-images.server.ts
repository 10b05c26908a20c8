import { readImageInfo } from "~/services/image-files.server";
import { uploadImage, type UploadedImage } from "~/services/image-store.server";
import { offlineImageUrl } from "~/services/offline-writes.server";
import type { AdminAccess } from "~/http/guards.server";

/**
 * A picture sent with an admin form: checked like /api/admin/upload, then
 * processed and stored, or, in standalone mode, given a made-up path instead.
 */
export async function storeAdminImage(
  access: AdminAccess,
  env: Env,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Pick<UploadedImage, "imageUrl" | "created">> {
  if (access.mode === "standalone") {
    readImageInfo(bytes);
    return { imageUrl: offlineImageUrl(), created: true };
  }
  return uploadImage(env, bytes);
}
