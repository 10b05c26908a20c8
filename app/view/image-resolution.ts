import type { ImageManifest, ImageManifestEntry } from "~/content/image-manifest";
import { imageSrcSet } from "~/content/image-variants";

/** What the image component needs to draw a picture without layout shift. */
export interface ResolvedImage {
  src: string;
  /** Blurred stand-in shown until `src` loads; null when there is none. */
  placeholder: string | null;
  width: number | null;
  height: number | null;
  srcSet: string | null;
}

const IMAGE_EXTENSION = /\.(webp|jpe?g|png|gif|avif)$/i;
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** "/images/Miel_Picosa-1.webp?x" → "miel_picosa-1". */
function baseName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  const file = path.slice(path.lastIndexOf("/") + 1);
  return decodeURIComponentSafe(file).replace(IMAGE_EXTENSION, "").toLowerCase();
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** An upload's listed variants; a built-in picture's by name; none for anything else. */
function entrySrcSet(key: string, entry: ImageManifestEntry): string | null {
  if (entry.variants) {
    return entry.variants.map((variant) => `${variant.src} ${variant.width}w`).join(", ");
  }
  return entry.src === `/images/${key}.webp` ? imageSrcSet(key, entry.width) : null;
}

/**
 * How a stored picture URL resolves: the manifest entry of the base file name
 * (lower-case, then with spaces and underscores as hyphens); otherwise a
 * source with an image extension is used directly (a `.webp` gets its
 * `-placeholder.webp` sibling); otherwise `/images/<name>.webp`. Null for a
 * missing or invalid source ("URL de imagen inválida").
 */
export function resolveImage(
  url: string | null | undefined,
  manifest: ImageManifest,
): ResolvedImage | null {
  const source = url?.trim();
  if (!source || !(SITE_PATH.test(source) || HTTP_URL.test(source))) return null;
  const name = baseName(source);
  const key = [name, name.replace(/[\s_]+/g, "-")].find(
    (candidate) => candidate && manifest[candidate],
  );
  const entry = key ? manifest[key] : undefined;
  if (key && entry) {
    return {
      src: entry.src,
      placeholder: entry.placeholder === entry.src ? null : entry.placeholder,
      width: entry.width,
      height: entry.height,
      srcSet: entrySrcSet(key, entry),
    };
  }
  const path = source.split(/[?#]/)[0] ?? "";
  if (IMAGE_EXTENSION.test(path)) {
    const isWebp = /\.webp$/i.test(path);
    return {
      src: source,
      placeholder:
        isWebp && SITE_PATH.test(path) ? path.replace(/\.webp$/i, "-placeholder.webp") : null,
      width: null,
      height: null,
      srcSet: null,
    };
  }
  if (!name) return null;
  return {
    src: `/images/${name}.webp`,
    placeholder: `/images/${name}-placeholder.webp`,
    width: null,
    height: null,
    srcSet: null,
  };
}

/** "/images/uploads/x.webp" on `https://host` → "https://host/images/uploads/x.webp"; absolute URLs stay. */
export function absoluteImageUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}
