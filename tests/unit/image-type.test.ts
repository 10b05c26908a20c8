import { describe, expect, it } from "vitest";
import { builtInImageManifest, parseImageManifest } from "../../app/content/image-manifest";
import { sampleImages } from "../../app/content/sample-images";
import { ServiceError } from "../../app/services/errors.server";
import {
  detectImageType,
  imageMessages,
  readImageInfo,
} from "../../app/services/image-files.server";
import { uploadMessages } from "../../app/validation/upload";
import {
  GIF_1X1,
  JPEG_1X1,
  JPEG_2X3_ROTATED,
  PNG_1X1,
  PNG_2X3,
  PNG_8001X1,
  SVG,
  TEXT,
  WAVE,
  WEBP_1X1,
} from "../support/test-images";

function refusal(bytes: Uint8Array): { status: number; message: string } {
  try {
    readImageInfo(bytes);
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("the image was accepted");
}

describe("detectImageType (magic bytes)", () => {
  it.each([
    ["JPEG", JPEG_1X1, "image/jpeg", "jpg"],
    ["PNG", PNG_1X1, "image/png", "png"],
    ["WebP", WEBP_1X1, "image/webp", "webp"],
  ])("recognises %s", (_name, bytes, contentType, extension) => {
    expect(detectImageType(bytes)).toEqual({ contentType, extension });
  });

  it.each([
    ["SVG", SVG],
    ["text", TEXT],
    ["GIF", GIF_1X1],
    ["a RIFF file that is not WebP", WAVE],
    ["an empty file", new Uint8Array()],
    ["a lone JPEG start marker", new Uint8Array([0xff, 0xd8])],
  ])("refuses %s", (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe("readImageInfo", () => {
  it.each([
    ["JPEG", JPEG_1X1, "image/jpeg", 1, 1],
    ["PNG", PNG_1X1, "image/png", 1, 1],
    ["WebP", WEBP_1X1, "image/webp", 1, 1],
    ["2 × 3 PNG", PNG_2X3, "image/png", 2, 3],
    ["JPEG rotated by EXIF", JPEG_2X3_ROTATED, "image/jpeg", 3, 2],
  ])("reads the displayed size of a %s", (_name, bytes, contentType, width, height) => {
    expect(readImageInfo(bytes)).toMatchObject({
      contentType,
      width,
      height,
    });
  });

  it("refuses SVG and other types with the spec's message (415)", () => {
    for (const bytes of [SVG, TEXT, GIF_1X1]) {
      expect(refusal(bytes)).toEqual({
        status: 415,
        message: uploadMessages.invalidType,
      });
    }
  });

  it("refuses more than 8000 pixels on a side (400)", () => {
    expect(refusal(PNG_8001X1)).toEqual({
      status: 400,
      message: imageMessages.tooManyPixels,
    });
  });

  it("refuses a file with the right magic bytes but no readable header (400)", () => {
    expect(refusal(PNG_1X1.slice(0, 12))).toEqual({
      status: 400,
      message: imageMessages.unreadable,
    });
    const jpegGarbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 3, 4, 5, 6]);
    expect(refusal(jpegGarbage)).toEqual({
      status: 400,
      message: imageMessages.unreadable,
    });
  });
});

describe("built-in image manifest", () => {
  it("lists every stand-in picture with its placeholder and size", () => {
    const manifest = builtInImageManifest();
    expect(Object.keys(manifest)).toHaveLength(sampleImages.length);
    expect(manifest.logo).toEqual({
      src: "/images/logo.webp",
      placeholder: "/images/logo-placeholder.webp",
      width: 221,
      height: 104,
    });
    expect(parseImageManifest(manifest)).toEqual(manifest);
  });

  it("rejects JSON that is not a manifest", () => {
    expect(parseImageManifest([])).toBeNull();
    expect(parseImageManifest({ logo: { src: "/images/logo.webp" } })).toBeNull();
    expect(
      parseImageManifest({
        logo: { src: "/a.webp", placeholder: "/a.webp", width: -1, height: 2 },
      }),
    ).toBeNull();
  });
});
