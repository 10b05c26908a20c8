import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { stripJpegMetadata } from "../../app/services/jpeg-metadata.server";
import { PHONE_EXIF_MARKERS, phonePhoto } from "../../scripts/lib/phone-photo";

const UNREADABLE = "No se pudo leer";

describe("stripJpegMetadata", () => {
  it("cuts out the EXIF (camera, GPS, orientation) and leaves the picture whole", async () => {
    const photo = await phonePhoto({ width: 64, height: 48, orientation: 6 });
    expect(photo.includes(PHONE_EXIF_MARKERS.make)).toBe(true);
    const stripped = Buffer.from(stripJpegMetadata(photo, UNREADABLE));
    for (const marker of Object.values(PHONE_EXIF_MARKERS)) {
      expect(stripped.includes(marker)).toBe(false);
    }
    expect(stripped.includes("Exif")).toBe(false);
    const metadata = await sharp(stripped).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const [before, after] = await Promise.all(
      [photo, stripped].map((bytes) => sharp(bytes).raw().toBuffer()),
    );
    expect(after).toEqual(before);
  });

  it("keeps the ICC colour profile", async () => {
    const withProfile = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#c0392b" },
    })
      .jpeg()
      .withIccProfile("p3")
      .withExif({ IFD0: { Make: PHONE_EXIF_MARKERS.make } })
      .toBuffer();
    const stripped = Buffer.from(stripJpegMetadata(withProfile, UNREADABLE));
    const metadata = await sharp(stripped).metadata();
    expect(metadata.icc).toBeDefined();
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    ["a file that is not a JPEG", new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
    [
      "a JPEG cut off inside its header",
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00, 0x45]),
    ],
    ["a JPEG without image data", new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
  ])("refuses %s as unreadable", (_name, bytes) => {
    expect(() => stripJpegMetadata(bytes, UNREADABLE)).toThrow(UNREADABLE);
  });
});
