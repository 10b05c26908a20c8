/**
 * Drops a JPEG's metadata segments before the picture goes to the image
 * service: EXIF (camera, GPS, orientation), XMP, IPTC and comments. Two
 * reasons: nothing private is sent on, and no service applies the EXIF
 * orientation on its own, so the explicit rotation we ask for
 * (image-processing.server.ts) is the only one, locally and in production.
 *
 * Kept: APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour
 * transform), which change how the pixels decode, and every other segment.
 * The libraries that do this either need Node streams or are unmaintained;
 * the segment walk is short.
 */
import { concatBytes } from "~/shared/bytes";
import { badRequest } from "./errors.server";

const SOI = 0xd8;
const SOS = 0xda;
const COMMENT = 0xfe;
const KEPT_APP_SEGMENTS = new Set([0xe0, 0xe2, 0xee]);

/** Markers that stand alone, without a length: TEM and RST0–RST7. */
function standsAlone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

function isDropped(marker: number): boolean {
  const isApp = marker >= 0xe0 && marker <= 0xef;
  return marker === COMMENT || (isApp && !KEPT_APP_SEGMENTS.has(marker));
}

/**
 * The JPEG without its metadata segments; the image data (from the start of
 * scan on) is untouched. A file whose header cannot be walked is refused as
 * unreadable.
 */
export function stripJpegMetadata(bytes: Uint8Array, unreadable: string): Uint8Array<ArrayBuffer> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw badRequest(unreadable);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  for (;;) {
    if (offset + 2 > bytes.length || bytes[offset] !== 0xff) throw badRequest(unreadable);
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === SOS) {
      kept.push(bytes.subarray(offset));
      break;
    }
    if (standsAlone(marker)) {
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw badRequest(unreadable);
    if (!isDropped(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  return concatBytes(kept);
}
