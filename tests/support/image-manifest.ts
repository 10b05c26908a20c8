import type { ImageManifest } from "../../app/content/image-manifest";

type ManifestEntry = ImageManifest[string];

/**
 * The manifest entry of a picture kept at its conventional path (a site one
 * or an upload under uploads/):
 * /images/<name>.webp with its placeholder beside it.
 */
export function siteImage(name: string, width: number, height: number): ManifestEntry {
  return {
    src: `/images/${name}.webp`,
    placeholder: `/images/${name}-placeholder.webp`,
    width,
    height,
  };
}
