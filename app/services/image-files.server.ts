/**
 * What an uploaded file is: read from the request within its size limit,
 * typed by its bytes, and measured as it is displayed.
 */
import { imageSize } from "image-size";
import { MAX_UPLOAD_BYTES, uploadMessages, type AllowedImageType } from "~/validation/upload";
import { ServiceError, badRequest } from "./errors.server";
import { MAX_IMAGE_SIDE, imageMessages } from "~/content/admin-form-messages";

/** Room for the multipart boundaries and part headers around a 5 MB file. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export { MAX_IMAGE_SIDE };

export { imageMessages };

export type Extension = "jpg" | "png" | "webp";

export interface ImageType {
  contentType: AllowedImageType;
  extension: Extension;
}

export const CONTENT_TYPES: Record<Extension, AllowedImageType> = {
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
  /** As displayed: after the EXIF orientation. */
  width: number;
  height: number;
  /** The EXIF orientation (1–8) of a JPEG; 1 for everything else. */
  orientation: number;
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
  const orientation =
    type.extension === "jpg" && size.orientation && size.orientation <= 8 ? size.orientation : 1;
  const rotated = orientation >= 5;
  const width = rotated ? size.height : size.width;
  const height = rotated ? size.width : size.height;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw badRequest(imageMessages.tooManyPixels);
  }
  return { ...type, width, height, orientation };
}

export const tooLarge = () => new ServiceError(413, uploadMessages.tooLarge);
