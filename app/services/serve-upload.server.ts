/**
 * GET /images/uploads/<key>: an uploaded picture from R2. Keys never change
 * what they hold once processed, so answers are cached for a year; the ETag
 * is R2's, so a revalidation costs one R2 read and no body.
 */
import { isAllowedImageType } from "~/validation/upload";
import { notFound } from "./errors.server";
import { CONTENT_TYPES, imageMessages, type Extension } from "./image-files.server";
import type { ImagesEnv } from "./image-manifest.server";
import { UPLOAD_KEY_PATTERN, displayKey, isProcessedObject } from "./image-store.server";

type Bucket = ImagesEnv["UPLOADS"];

function read(bucket: Bucket, key: string, request: Request) {
  const conditional = request.headers.has("If-None-Match");
  return bucket.get(key, conditional ? { onlyIf: request.headers } : undefined);
}

/**
 * The object itself; for the URL of a JPEG or PNG stored raw before uploads
 * were processed, and since reprocessed, the picture made from it.
 */
async function findObject(bucket: Bucket, key: string, match: RegExpExecArray, request: Request) {
  const found = await read(bucket, key, request);
  if (found) return found;
  const [, hash = "", variant, extension] = match;
  if (variant || extension === "webp") return null;
  const display = await read(bucket, displayKey(hash), request);
  return display && isProcessedObject(display) ? display : null;
}

export async function serveUpload(env: ImagesEnv, key: string, request: Request) {
  const match = UPLOAD_KEY_PATTERN.exec(key);
  const object = match && (await findObject(env.UPLOADS, key, match, request));
  if (!object) throw notFound(imageMessages.notFound);
  const headers = new Headers({
    ETag: object.httpEtag,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": `inline; filename="${key}"`,
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  const stored = object.httpMetadata?.contentType;
  const extension = (match[3] ?? "webp") as Extension;
  headers.set(
    "Content-Type",
    stored && isAllowedImageType(stored) ? stored : CONTENT_TYPES[extension],
  );
  return new Response(object.body, { headers });
}
