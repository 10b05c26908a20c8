import { MAX_UPLOAD_BYTES, isAllowedImageType } from "~/validation/upload";
import { loadImageCompression } from "./imageCompression.client";

export const scaleMessages = {
  failed: "No se pudo reducir la foto. Elija una imagen de hasta 5MB.",
  /** Added to a field's hint when the page runs JavaScript. */
  hint: "Las fotos más pesadas se reducen antes de subirlas.",
} as const;

/** A little under the server's limit: the multipart envelope adds a few hundred bytes. */
const TARGET_MB = 4.5;
/** Still more than the 1920 px the site shows; keeps the browser's canvas work bounded. */
const MAX_SIDE = 4096;

/** A picture over the server's 5 MB limit is reduced in the browser first. */
export function needsScaling(file: File): boolean {
  return file.size > MAX_UPLOAD_BYTES && isAllowedImageType(file.type);
}

/**
 * The photo, smaller: at most 4096 px a side and about 4.5 MB, upright (the
 * EXIF orientation is applied), in its own format. The library is loaded
 * only now, so no page carries it until a large photo is chosen. Throws when
 * the picture cannot be read.
 */
export async function scaleLargePhoto(file: File): Promise<File> {
  const { default: imageCompression } = await loadImageCompression();
  const scaled = await imageCompression(file, {
    // Its worker would load the library from a CDN, which the CSP forbids.
    useWebWorker: false,
    maxSizeMB: TARGET_MB,
    maxWidthOrHeight: MAX_SIDE,
    fileType: file.type,
    // A phone photo's first try at full quality would be far over the target.
    initialQuality: 0.9,
  });
  // The library answers a Blob named like a File; the form needs a real one.
  return new File([scaled], file.name, {
    type: scaled.type || file.type,
    lastModified: file.lastModified,
  });
}
