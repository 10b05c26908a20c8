/**
 * Uploads stored raw, before uploads were processed (`<hash>.jpg` and the
 * like, with the camera's metadata), turned into the processed variants by
 * the admin's 'Optimizar imágenes anteriores' (Imágenes tab). Their URLs,
 * which products and recipes may hold, keep working: the manifest resolves
 * them by hash, and serve-upload.server.ts answers them with the new picture.
 *
 * A few at a time: every picture costs about ten R2, KV and Images calls,
 * and a request may make only so many (50 on Workers' free plan).
 */
import { isServiceError } from "./errors.server";
import type { ImagesEnv } from "./image-manifest.server";
import {
  UPLOAD_KEY_PATTERN,
  displayKey,
  isProcessedObject,
  uploadImage,
} from "./image-store.server";

export const REPROCESS_BATCH_SIZE = 3;

export interface RawUpload {
  key: string;
  hash: string;
}

/** Every upload still stored raw, in key order. */
export async function listRawUploads(bucket: R2Bucket): Promise<RawUpload[]> {
  const raw: RawUpload[] = [];
  let cursor: string | undefined;
  do {
    // `include` is honoured since compatibility date 2022-08-04; the default
    // workers-types still describe the older list options.
    const options: R2ListOptions & { include: ["customMetadata"] } = {
      cursor,
      include: ["customMetadata"],
    };
    const page = await bucket.list(options);
    for (const object of page.objects) {
      const match = UPLOAD_KEY_PATTERN.exec(object.key);
      if (match?.[1] && !match[2] && !isProcessedObject(object)) {
        raw.push({ key: object.key, hash: match[1] });
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return raw.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * A raw upload goes through the same path as a new one (its key is the
 * SHA-256 of its bytes, so the variants land beside it); then a JPEG or PNG
 * goes, metadata and all, and its URL answers the new picture. A raw WebP
 * was replaced by its processed picture under the same key.
 */
async function reprocessRawUpload(env: ImagesEnv, upload: RawUpload): Promise<void> {
  const object = await env.UPLOADS.get(upload.key);
  if (!object) return;
  const image = await uploadImage(env, new Uint8Array(await object.arrayBuffer()));
  const replaced = image.hash === upload.hash && upload.key !== displayKey(upload.hash);
  if (replaced) await env.UPLOADS.delete(upload.key);
}

export interface ReprocessOutcome {
  processed: number;
  /** Files the image service could not read: left as they were. */
  failed: { key: string; message: string }[];
  /** Raw uploads after this batch still to do. */
  remaining: number;
  /** Where the next batch starts (the last key this one handled), or null when done. */
  next: string | null;
}

/**
 * Reprocesses the next few raw uploads after the key `after`. A file the
 * service cannot read is reported and skipped; a failure of the service or
 * of storage stops the batch and is thrown (what was done stays done: each
 * upload is stored whole or not at all).
 */
export async function reprocessRawUploads(
  env: ImagesEnv,
  { after = "", limit = REPROCESS_BATCH_SIZE }: { after?: string; limit?: number } = {},
): Promise<ReprocessOutcome> {
  const pending = (await listRawUploads(env.UPLOADS)).filter((upload) => upload.key > after);
  const batch = pending.slice(0, limit);
  const outcome: ReprocessOutcome = { processed: 0, failed: [], remaining: 0, next: null };
  for (const upload of batch) {
    try {
      await reprocessRawUpload(env, upload);
      outcome.processed += 1;
    } catch (error) {
      if (!isServiceError(error) || error.status >= 500) throw error;
      outcome.failed.push({ key: upload.key, message: error.message });
    }
  }
  outcome.remaining = pending.length - batch.length;
  outcome.next = outcome.remaining > 0 ? (batch.at(-1)?.key ?? null) : null;
  return outcome;
}
