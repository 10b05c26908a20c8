/**
 * A photo as a phone writes it, for the upload tests and the bench: a JPEG
 * with camera and GPS EXIF (and an orientation tag), made with sharp. A
 * smooth picture is small; `grain` adds sensor-like noise, which is what
 * makes a real 12-megapixel photo weigh 3–4 MB.
 */
import sharp from "sharp";

/** Strings written into the EXIF, to look for in what the site serves. */
export const PHONE_EXIF_MARKERS = {
  make: "MielPicosaPhone",
  model: "Domo Geodesico 12 Pro",
  description: "Foto de prueba con GPS en Nopala",
} as const;

/** Nopala de Villagrán, Hidalgo, as EXIF rationals. */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "20/1 15/1 1234/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "99/1 38/1 4321/100",
} as const;

export interface PhonePhotoOptions {
  width: number;
  height: number;
  /** EXIF orientation, 1–8 (6: the phone was held upright). */
  orientation?: number;
  /** Gaussian noise sigma; 0 for a smooth picture. */
  grain?: number;
  quality?: number;
}

/** A gradient of honey and chili tones, `width` × `height`, RGB. */
function gradient(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = 150 + Math.round((100 * x) / width);
      pixels[offset + 1] = 60 + Math.round((120 * y) / height);
      pixels[offset + 2] = 30 + Math.round((60 * (x + y)) / (width + height));
    }
  }
  return pixels;
}

export async function phonePhoto({
  width,
  height,
  orientation = 1,
  grain = 0,
  quality = 90,
}: PhonePhotoOptions): Promise<Buffer> {
  let picture = sharp(gradient(width, height), { raw: { width, height, channels: 3 } });
  if (grain > 0) {
    const noise = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: grain },
      },
    })
      .raw()
      .toBuffer();
    picture = sharp(await picture.raw().toBuffer(), {
      raw: { width, height, channels: 3 },
    }).composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }]);
  }
  return picture
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExif({
      IFD0: {
        Make: PHONE_EXIF_MARKERS.make,
        Model: PHONE_EXIF_MARKERS.model,
        ImageDescription: PHONE_EXIF_MARKERS.description,
      },
      IFD3: GPS,
    })
    .toBuffer();
}
