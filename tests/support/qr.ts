import jsQR from "jsqr";
import sharp from "sharp";

/** Pixels per module: jsQR reads a symbol reliably from about 4. */
const PIXELS_PER_MODULE = 8;

/**
 * What a phone would read from a QR code `<svg>`: the SVG rasterised by
 * sharp (its viewBox counts modules, so 72 dpi is one pixel a module) and
 * decoded by jsQR, or null when nothing decodes.
 */
export async function decodeQrSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * PIXELS_PER_MODULE })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}
