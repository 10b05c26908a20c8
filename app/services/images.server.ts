/**
 * Image uploads (R2, content-hash keys) and the image manifest (KV), as
 * DECISIONS.md "Images" describes them.
 */
import { imageSize } from "image-size";
import {
  builtInImageManifest,
  parseImageManifest,
  type ImageManifest,
  type ImageManifestEntry,
} from "~/content/image-manifest";
import { readFormData } from "~/lib/request-body.server";
import {
  MAX_UPLOAD_BYTES,
  isAllowedImageType,
  uploadMessages,
  type AllowedImageType,
} from "~/validation/upload";
import { ServiceError, badRequest, isServiceError, notFound } from "./errors.server";

export { builtInImageManifest };

export type ImagesEnv = Pick<Env, "IMAGES" | "IMAGE_MANIFEST">;

/** Room for the multipart boundaries and part headers around a 5 MB file. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const MAX_IMAGE_SIDE = 8000;
export const IMAGE_MANIFEST_KV_KEY = "image-manifest";
export const UPLOAD_KEY_PATTERN = /^[a-f0-9]{64}\.(jpg|png|webp)$/;
export const UPLOADS_PATH = "/images/uploads/";

export const imageMessages = {
  tooManyPixels: `La imagen es demasiado grande (máximo ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} píxeles)`,
  unreadable: "No se pudo leer la imagen: el archivo parece estar dañado",
  notFound: "Imagen no encontrada",
} as const;

type Extension = "jpg" | "png" | "webp";

export interface ImageType {
  contentType: AllowedImageType;
  extension: Extension;
}

const CONTENT_TYPES: Record<Extension, AllowedImageType> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function hasBytes(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The type told by the file's first bytes, never by its name or the browser's
 * claim. SVG and everything else are refused.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  let extension: Extension | null = null;
  if (hasBytes(bytes, [0xff, 0xd8, 0xff])) extension = "jpg";
  else if (hasBytes(bytes, PNG_SIGNATURE)) extension = "png";
  else if (hasBytes(bytes, ascii("RIFF")) && hasBytes(bytes, ascii("WEBP"), 8)) extension = "webp";
  return extension ? { contentType: CONTENT_TYPES[extension], extension } : null;
}

export interface ImageInfo extends ImageType {
  width: number;
  height: number;
}

/**
 * Type and displayed size of an upload, or a 4xx ServiceError. image-size
 * reads only the header from the bytes (no fs on this path, so it runs in
 * workerd) and must agree with the magic bytes.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo {
  const type = detectImageType(bytes);
  if (!type) throw new ServiceError(415, uploadMessages.invalidType);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw badRequest(imageMessages.unreadable);
  }
  if (size.type !== type.extension || !(size.width > 0 && size.height > 0)) {
    throw badRequest(imageMessages.unreadable);
  }
  // EXIF orientations 5–8 rotate by 90°; browsers display them rotated.
  const rotated = (size.orientation ?? 1) >= 5;
  const width = rotated ? size.height : size.width;
  const height = rotated ? size.width : size.height;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw badRequest(imageMessages.tooManyPixels);
  }
  return { ...type, width, height };
}

const tooLarge = () => new ServiceError(413, uploadMessages.tooLarge);

/**
 * The one image of a multipart upload (field `file` from the product form,
 * `image` from the images tool). The body is bounded: a `Content-Length` over
 * the request limit is refused before reading, a longer stream is cut off.
 */
export async function readUploadedFile(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  let form: FormData;
  try {
    form = await readFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  } catch (error) {
    if (isServiceError(error) && error.status === 413) throw tooLarge();
    throw error;
  }
  const file = [...form.getAll("file"), ...form.getAll("image")].find(
    (value): value is File => typeof value !== "string" && value.size > 0,
  );
  if (!file) throw badRequest(uploadMessages.missing);
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface UploadedImage {
  imageUrl: string;
  key: string;
  width: number;
  height: number;
  contentType: AllowedImageType;
  /** False when the same bytes were already stored. */
  created: boolean;
}

/**
 * Stores the image under `<sha256>.<ext>` (same bytes, same key: uploading
 * twice is harmless) and records it in the manifest.
 */
export async function uploadImage(
  env: ImagesEnv,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<UploadedImage> {
  const info = readImageInfo(bytes);
  const hash = await sha256Hex(bytes);
  const key = `${hash}.${info.extension}`;
  const imageUrl = `${UPLOADS_PATH}${key}`;
  const created = (await env.IMAGES.head(key)) === null;
  if (created) {
    await env.IMAGES.put(key, bytes, {
      httpMetadata: { contentType: info.contentType },
      customMetadata: {
        width: String(info.width),
        height: String(info.height),
      },
      sha256: hash,
    });
  }
  // Workers have no image library to blur with, so an upload is its own
  // placeholder; the stand-ins shipped under /images/ have real blurred ones.
  await addManifestEntry(env.IMAGE_MANIFEST, hash, {
    src: imageUrl,
    placeholder: imageUrl,
    width: info.width,
    height: info.height,
  });
  return {
    imageUrl,
    key,
    width: info.width,
    height: info.height,
    contentType: info.contentType,
    created,
  };
}

/** The manifest stored in KV, or null when there is none or it is not valid. */
async function readStoredManifest(kv: KVNamespace): Promise<ImageManifest | null> {
  const text = await kv.get(IMAGE_MANIFEST_KV_KEY);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn("Image manifest in KV is not JSON; using the built-in list");
    return null;
  }
  const manifest = parseImageManifest(json);
  if (!manifest) console.warn("Image manifest in KV is not valid; using the built-in list");
  return manifest;
}

/**
 * KV has no transactions: two uploads at once may drop one entry. Every upload
 * of the same bytes writes its entry again if missing, and a picture without
 * an entry still displays from its URL, so the loss is recoverable. A KV
 * failure is logged and does not fail an upload already safe in R2.
 */
async function addManifestEntry(
  kv: KVNamespace,
  name: string,
  entry: ImageManifestEntry,
): Promise<void> {
  try {
    const stored = (await readStoredManifest(kv)) ?? {};
    const current = stored[name];
    if (current && JSON.stringify(current) === JSON.stringify(entry)) return;
    await kv.put(IMAGE_MANIFEST_KV_KEY, JSON.stringify({ ...stored, [name]: entry }));
  } catch (error) {
    console.error("Could not record the upload in the image manifest", error);
  }
}

/**
 * The manifest to serve: KV entries over the built-in list, so the stand-in
 * pictures always resolve; the built-in list alone when KV holds nothing
 * valid or cannot be read.
 */
export async function readImageManifest(env: ImagesEnv): Promise<ImageManifest> {
  const builtIn = builtInImageManifest();
  try {
    const stored = await readStoredManifest(env.IMAGE_MANIFEST);
    return stored ? { ...builtIn, ...stored } : builtIn;
  } catch (error) {
    console.error("Could not read the image manifest from KV", error);
    return builtIn;
  }
}

function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * An uploaded image from R2. The key is the content hash, so the response
 * never changes: cached for a year, and its ETag is the hash. The CSP and
 * nosniff keep a file from ever running as a document.
 */
export async function serveUpload(
  env: ImagesEnv,
  key: string,
  request: Request,
): Promise<Response> {
  const match = UPLOAD_KEY_PATTERN.exec(key);
  if (!match) throw notFound(imageMessages.notFound);
  const extension = match[1] as Extension;
  const etag = `"${key.slice(0, 64)}"`;
  const headers = new Headers({
    ETag: etag,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": `inline; filename="${key}"`,
  });
  if (etagMatches(request.headers.get("If-None-Match"), etag)) {
    if (!(await env.IMAGES.head(key))) throw notFound(imageMessages.notFound);
    return new Response(null, { status: 304, headers });
  }
  const object = await env.IMAGES.get(key);
  if (!object) throw notFound(imageMessages.notFound);
  const stored = object.httpMetadata?.contentType;
  headers.set(
    "Content-Type",
    stored && isAllowedImageType(stored) ? stored : CONTENT_TYPES[extension],
  );
  return new Response(object.body, { headers });
}
