/**
 * Turns an uploaded picture into what visitors get: WebP at the site's
 * widths and a tiny placeholder, upright and without metadata, made by
 * Cloudflare's Images binding (Miniflare runs it with sharp locally). Nothing
 * is stored here: image-store.server.ts stores all of it or none. Why this
 * tool, and why the rotation is explicit: docs/decisions/001-uploaded-photos.md.
 */
import { imageSize } from "image-size";
import { UPLOAD_PLACEHOLDER_WIDTH, uploadVariantWidths } from "~/content/image-variants";
import { badRequest, isServiceError, unavailable, type ServiceError } from "./errors.server";
import { imageMessages, type ImageInfo } from "./image-files.server";
import { stripJpegMetadata } from "./jpeg-metadata.server";

export interface Rendition {
  width: number;
  height: number;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface ProcessedImage {
  /** The picture's size as displayed, after its EXIF orientation. */
  width: number;
  height: number;
  /** Smallest first; the last one is the picture shown at full size. */
  variants: Rendition[];
  placeholder: Rendition;
}

/** Local mode ignores quality; Cloudflare uses it. */
const VARIANT_QUALITY = 78;
const PLACEHOLDER_QUALITY = 40;

/**
 * What makes a stored JPEG upright (EXIF orientations 2–8). The metadata is
 * stripped before the service sees the file, so this is the only rotation,
 * locally and in production. Local mode ignores `flip`: only mirrored
 * orientations (2, 4, 5, 7), which phones do not write, stay mirrored there.
 */
const UPRIGHT: Record<number, ImageTransform[]> = {
  2: [{ flip: "h" }],
  3: [{ rotate: 180 }],
  4: [{ flip: "v" }],
  5: [{ rotate: 90 }, { flip: "h" }],
  6: [{ rotate: 90 }],
  7: [{ rotate: 270 }, { flip: "h" }],
  8: [{ rotate: 270 }],
};

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream();
}

/** The Images binding's error code, when it gave one. */
function imagesErrorCode(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "number" ? error.code : null;
}

/**
 * An Images failure as the admin should read it: the file's fault (4xx) or
 * the service's (503, nothing stored). Codes from Cloudflare's Images
 * troubleshooting list: 9412/9520/9523 unreadable or unsupported input,
 * 9413 over 100 megapixels, 9422 the plan's transformation quota.
 */
export function imageServiceError(error: unknown): ServiceError {
  if (isServiceError(error)) return error;
  const code = imagesErrorCode(error);
  if (code === 9412 || code === 9520 || code === 9523) return badRequest(imageMessages.unreadable);
  if (code === 9413) return badRequest(imageMessages.tooManyPixels);
  console.error("The Images binding failed", error);
  if (code === 9422) return unavailable(imageMessages.serviceQuota, 3600);
  return unavailable(imageMessages.serviceUnavailable, 60);
}

async function render(
  images: ImagesBinding,
  source: Uint8Array<ArrayBuffer>,
  upright: ImageTransform[],
  width: number,
  quality: number,
): Promise<Rendition> {
  let transformer = images.input(streamOf(source));
  for (const step of upright) transformer = transformer.transform(step);
  transformer = transformer.transform({ width });
  const result = await transformer.output({ format: "image/webp", quality });
  const bytes = new Uint8Array(await new Response(result.image()).arrayBuffer());
  // A file that decodes only in part can come back empty or cut short.
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw badRequest(imageMessages.unreadable);
  }
  if (size.type !== "webp" || !(size.width > 0 && size.height > 0)) {
    throw badRequest(imageMessages.unreadable);
  }
  return { width: size.width, height: size.height, bytes };
}

/**
 * Every variant and the placeholder of one upload, or a ServiceError: 4xx
 * for a file the service cannot read, 503 when the service fails.
 */
export async function processImage(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  info: ImageInfo,
): Promise<ProcessedImage> {
  const source =
    info.extension === "jpg" ? stripJpegMetadata(bytes, imageMessages.unreadable) : bytes;
  const upright = UPRIGHT[info.orientation] ?? [];
  const widths = uploadVariantWidths(info.width);
  const placeholderWidth = Math.min(UPLOAD_PLACEHOLDER_WIDTH, info.width);
  try {
    const [placeholder, ...variants] = await Promise.all([
      render(images, source, upright, placeholderWidth, PLACEHOLDER_QUALITY),
      ...widths.map((width) => render(images, source, upright, width, VARIANT_QUALITY)),
    ]);
    if (!placeholder || variants.length === 0) throw badRequest(imageMessages.unreadable);
    return { width: info.width, height: info.height, variants, placeholder };
  } catch (error) {
    throw imageServiceError(error);
  }
}
