import { readImageInfo, uploadImage } from "~/services/images.server";
import { offlineImageUrl } from "~/services/offline-writes.server";
import type { AdminAccess } from "./guards.server";

/**
 * A picture sent with an admin form: checked like /api/admin/upload, then
 * stored in R2, or, in standalone mode, given a made-up path instead.
 */
export async function storeAdminImage(
  access: AdminAccess,
  env: Env,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ imageUrl: string; created: boolean }> {
  if (access.mode === "standalone") {
    readImageInfo(bytes);
    return { imageUrl: offlineImageUrl(), created: true };
  }
  return uploadImage(env, bytes);
}
