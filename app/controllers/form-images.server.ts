import { ServiceError, isServiceError } from "~/services/errors.server";
import type { Site } from "~/services/site/site.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";

/** A product form without JavaScript may carry a few new pictures at once. */
export const MAX_PRODUCT_FORM_BYTES = 4 * MAX_UPLOAD_REQUEST_BYTES;

/** A picture of a form that could not be stored; the ones stored before it are kept. */
export class FormImageError extends ServiceError {
  constructor(
    status: ServiceError["status"],
    message: string,
    readonly stored: string[] = [],
    retryAfterSeconds?: number,
  ) {
    super(status, message, { retryAfterSeconds });
    this.name = "FormImageError";
  }
}

/**
 * The pictures a form sent without JavaScript in `field` (taken out of the
 * form), each checked and stored like POST /api/admin/upload; their URLs, in
 * order. Counted and sized before any is stored: many files would each cost
 * a write.
 */
export async function storeFormImages(
  site: Site,
  formData: FormData,
  field: string,
  limit: { max: number; tooMany: string; invalidType?: string },
): Promise<string[]> {
  const files = formData
    .getAll(field)
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  formData.delete(field);
  if (files.length > limit.max) throw new FormImageError(400, limit.tooMany);
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
    throw new FormImageError(413, uploadMessages.tooLarge);
  }
  const stored: string[] = [];
  for (const file of files) {
    try {
      const image = await site.storeImage(new Uint8Array(await file.arrayBuffer()));
      stored.push(image.imageUrl);
    } catch (error) {
      if (!isServiceError(error)) throw error;
      throw new FormImageError(
        error.status,
        // The product form words a file that is not an image its own way
        // (docs/decisions/012-image-manifest-and-built-in-images.md).
        error.status === 415 && limit.invalidType ? limit.invalidType : error.message,
        stored,
        error.details.retryAfterSeconds,
      );
    }
  }
  return stored;
}
