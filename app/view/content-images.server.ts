import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { readImageManifest } from "~/services/image-manifest.server";
import type { PublicContent } from "~/services/public-content.server";
import { siteFor } from "~/services/site/site.server";
import type { ImageManifest } from "~/content/image-manifest";
import type { ContentImage } from "~/content/page-content";
import { pageMeta } from "~/view/seo";

/**
 * Resolves the pictures a content module names against the image manifest
 * (KV over the built-in list), with their variants and placeholders. Keyed
 * like the input, for the loader to send.
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

/** Where a story page lives and which of its pictures it is shared with. */
interface StoryPage<Key extends string> {
  path: string;
  pictures: Record<Key, ContentImage>;
  shareImage: NoInfer<Key>;
}

/** What a story page's loader sends: its content, its pictures resolved, its meta tags. */
export function storyPage<
  Content extends { title: string; description: string },
  Key extends string,
>(content: Content, page: StoryPage<Key>) {
  return async (context: AppLoadContext) => {
    const images = await resolveContentImages(context.cloudflare.env, page.pictures);
    const meta = pageMeta({
      title: content.title,
      description: content.description,
      path: page.path,
      image: page.pictures[page.shareImage].src,
      type: "article",
    });
    return { images, meta, content };
  };
}

/** What `read` takes from the public content, and the image manifest to draw it with, fetched together. */
export function readWithImageManifest<T>(
  context: AppLoadContext,
  read: (content: PublicContent) => Promise<T>,
): Promise<[T, ImageManifest]> {
  return Promise.all([read(siteFor(context).content), readImageManifest(context.cloudflare.env)]);
}
