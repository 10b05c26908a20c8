import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { readImageManifest } from "~/services/image-manifest.server";
import type { PublicContent } from "~/services/public-content.server";
import { siteFor } from "~/services/site/site.server";
import type { ImageManifest } from "~/content/image-manifest";
import type { SiteSettings } from "~/validation/site-settings";
import { readSiteSettings } from "~/services/site-settings.server";
import type { ContentImage } from "~/content/page-content";
import { pageMeta } from "~/view/seo";
import { siteMeta } from "~/view/site-meta";

/**
 * Resolves the pictures a content module names against the image manifest
 * (KV over the built-in list), with their variants and placeholders. Keyed
 * like the input, for the loader to send.
 */
export async function resolveContentImages<Key extends string>(
  env: Pick<Env, "IMAGE_MANIFEST">,
  images: Record<Key, ContentImage>,
): Promise<Record<Key, ResolvedImage | null>> {
  return resolveImagesWith(await readImageManifest(env), images);
}

function resolveImagesWith<Key extends string>(
  manifest: ImageManifest,
  images: Record<Key, ContentImage>,
): Record<Key, ResolvedImage | null> {
  const entries = (Object.keys(images) as Key[]).map(
    (key) => [key, resolveImage(images[key].src, manifest)] as const,
  );
  return Object.fromEntries(entries) as Record<Key, ResolvedImage | null>;
}

/**
 * What a story page's loader sends: its content made from the site settings,
 * its pictures (the content's `images`) resolved, its meta tags shared with
 * `shareImage`.
 */
export function storyPage<
  Content extends { title: string; description: string },
  Key extends string,
>(
  path: string,
  makeContent: (settings: SiteSettings) => Content & { images: Record<Key, ContentImage> },
  shareImage: NoInfer<Key>,
) {
  return async (context: AppLoadContext) => {
    const { env } = context.cloudflare;
    const [settings, manifest] = await Promise.all([readSiteSettings(env), readImageManifest(env)]);
    const content = makeContent(settings);
    const images = resolveImagesWith(manifest, content.images);
    const meta = pageMeta({
      title: content.title,
      description: content.description,
      path,
      image: content.images[shareImage].src,
      type: "article",
      site: siteMeta(settings),
    });
    return { images, meta, content };
  };
}

/**
 * What `read` takes from the public content, the image manifest to draw it
 * with and the site settings (for the meta tags), fetched together.
 */
export function readWithManifestAndSettings<T>(
  context: AppLoadContext,
  read: (content: PublicContent) => Promise<T>,
): Promise<[T, ImageManifest, SiteSettings]> {
  const { env } = context.cloudflare;
  return Promise.all([
    read(siteFor(context).content),
    readImageManifest(env),
    readSiteSettings(env),
  ]);
}
