/**
 * Uploaded pictures in R2 and their manifest entries. Every key comes from
 * the SHA-256 of the uploaded file, so the same photo uploaded twice maps to
 * the same objects:
 *
 *   <hash>.webp               the picture shown at full size (`src`)
 *   <hash>-384w.webp, -768w   the narrower variants, when the photo is wider
 *   <hash>-placeholder.webp   a tiny copy the page blurs while loading
 *
 * Before uploads were processed, the file itself was stored as
 * `<hash>.{jpg,png,webp}`; image-reprocess.server.ts turns those into the
 * above, and their old URLs keep answering (serve-upload.server.ts).
 */
import type { ImageManifestEntry } from "~/content/image-manifest";
import { readImageInfo } from "./image-files.server";
import { putManifestEntry, readManifestEntry, type ImagesEnv } from "./image-manifest.server";
import { processImage, type ProcessedImage, type Rendition } from "./image-processing.server";
import { sha256Hex } from "./random-token.server";

export const UPLOADS_PATH = "/images/uploads/";

/**
 * Every key an upload may have: group 1 the hash; group 2 a variant suffix
 * (WebP only); group 3 the extension of a display picture or of a file
 * stored raw.
 */
export const UPLOAD_KEY_PATTERN =
  /^([a-f0-9]{64})(?:-([1-9]\d{0,3}w|placeholder))?\.(jpg|png|webp)$/;

export const displayKey = (hash: string) => `${hash}.webp`;
const widthKey = (hash: string, width: number) => `${hash}-${width}w.webp`;
const placeholderKey = (hash: string) => `${hash}-placeholder.webp`;
const uploadUrl = (key: string) => `${UPLOADS_PATH}${key}`;

/** What `customMetadata.variant` says of a processed object; raw uploads have none. */
export type StoredVariant = "display" | "placeholder" | `${number}w`;

export function isProcessedObject(object: Pick<R2Object, "customMetadata">): boolean {
  return typeof object.customMetadata?.variant === "string";
}

export interface UploadedImage {
  imageUrl: string;
  hash: string;
  entry: ImageManifestEntry;
  /** False when the same photo was already stored. */
  created: boolean;
}

interface StoredFile {
  key: string;
  variant: StoredVariant;
  rendition: Rendition;
}

function filesOf(hash: string, processed: ProcessedImage): StoredFile[] {
  const last = processed.variants.length - 1;
  return [
    { key: placeholderKey(hash), variant: "placeholder", rendition: processed.placeholder },
    ...processed.variants.map((rendition, index): StoredFile =>
      index === last
        ? { key: displayKey(hash), variant: "display", rendition }
        : { key: widthKey(hash, rendition.width), variant: `${rendition.width}w`, rendition },
    ),
  ];
}

async function deleteQuietly(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error("Could not take back a half-stored upload", keys, error);
  }
}

/**
 * Stores every file of a processed upload, then its manifest entry; if any
 * step fails, the files this call added are deleted again and the error is
 * thrown: all of it is stored, or none. The display picture goes last, as it
 * is the one key an older raw WebP upload may hold.
 */
async function storeProcessedImage(
  env: ImagesEnv,
  hash: string,
  processed: ProcessedImage,
): Promise<ImageManifestEntry> {
  const files = filesOf(hash, processed);
  const entry: ImageManifestEntry = {
    src: uploadUrl(displayKey(hash)),
    placeholder: uploadUrl(placeholderKey(hash)),
    width: processed.width,
    height: processed.height,
    variants: files
      .filter((file) => file.variant !== "placeholder")
      .map(({ key, rendition }) => ({
        src: uploadUrl(key),
        width: rendition.width,
        height: rendition.height,
      })),
  };
  const listed = await env.UPLOADS.list({ prefix: hash });
  const before = new Set(listed.objects.map((object) => object.key));
  const written: string[] = [];
  try {
    for (const { key, variant, rendition } of files) {
      await env.UPLOADS.put(key, rendition.bytes, {
        httpMetadata: { contentType: "image/webp" },
        customMetadata: {
          variant,
          width: String(rendition.width),
          height: String(rendition.height),
        },
      });
      written.push(key);
    }
    await putManifestEntry(env.IMAGE_MANIFEST, hash, entry);
  } catch (error) {
    await deleteQuietly(
      env.UPLOADS,
      written.filter((key) => !before.has(key)),
    );
    throw error;
  }
  return entry;
}

/** The stored entry of an upload whose files are all in place, or null. */
async function storedUpload(env: ImagesEnv, hash: string): Promise<ImageManifestEntry | null> {
  const entry = await readManifestEntry(env.IMAGE_MANIFEST, hash);
  if (!entry?.variants) return null;
  const display = await env.UPLOADS.head(displayKey(hash));
  return display && isProcessedObject(display) ? entry : null;
}

/**
 * Checks, processes and stores an uploaded photo (the 5 MB, JPEG/PNG/WebP
 * rules first). The same photo again answers its stored entry.
 */
export async function uploadImage(
  env: ImagesEnv,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<UploadedImage> {
  const info = readImageInfo(bytes);
  const hash = await sha256Hex(bytes);
  const stored = await storedUpload(env, hash);
  if (stored) return { imageUrl: stored.src, hash, entry: stored, created: false };
  const processed = await processImage(env.IMAGES, bytes, info);
  const entry = await storeProcessedImage(env, hash, processed);
  return { imageUrl: entry.src, hash, entry, created: true };
}
