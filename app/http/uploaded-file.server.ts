import { readFormData } from "~/http/request-body.server";
import { isServiceError, badRequest } from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES, tooLarge } from "~/services/image-files.server";
import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";

/**
 * The one image of a multipart upload (field `file` from the product form,
 * `image` from the images tool). The body is bounded: a `Content-Length` over
 * `maxRequestBytes` is refused before reading, a longer stream is cut off.
 */
export async function readUploadedFile(
  request: Request,
  maxRequestBytes = MAX_UPLOAD_REQUEST_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  let form: FormData;
  try {
    form = await readFormData(request, maxRequestBytes);
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
