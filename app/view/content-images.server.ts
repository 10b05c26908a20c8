import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { readImageManifest } from "~/services/image-manifest.server";
import type { ContentImage } from "~/content/page-content";

/**
 * Resolves the pictures a content module names against the image manifest
 * (KV over the built-in list, so a photo uploaded under the same name
 * replaces a stand-in). Keyed like the input, for the loader to send.
 */
export async function resolveContentImages<Key extends string>(
  env: Pick<Env, "IMAGE_MANIFEST">,
  images: Record<Key, ContentImage>,
): Promise<Record<Key, ResolvedImage | null>> {
  const manifest = await readImageManifest(env);
  const entries = (Object.keys(images) as Key[]).map(
    (key) => [key, resolveImage(images[key].src, manifest)] as const,
  );
  return Object.fromEntries(entries) as Record<Key, ResolvedImage | null>;
}
