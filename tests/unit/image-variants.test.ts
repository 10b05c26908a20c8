import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  RESPONSIVE_WIDTHS,
  imageSrcSet,
  uploadVariantWidths,
  variantSrc,
  variantWidths,
} from "../../app/content/image-variants";
import { resolveImage } from "../../app/view/image-resolution";
import { sampleImages } from "../../app/content/sample-images";
import { siteImage } from "../support/image-manifest";
import { projectRoot } from "../support/paths";

const publicDir = join(projectRoot, "public");

describe("responsive image variants", () => {
  it("keeps only the widths smaller than the picture", () => {
    expect(variantWidths(1920)).toEqual([...RESPONSIVE_WIDTHS]);
    expect(variantWidths(768)).toEqual([384]);
    expect(variantWidths(384)).toEqual([]);
    expect(variantWidths(221)).toEqual([]);
  });

  it("makes uploads at the responsive widths and one large size, never wider than the photo", () => {
    expect(uploadVariantWidths(4032)).toEqual([384, 768, 1920]);
    expect(uploadVariantWidths(1920)).toEqual([384, 768, 1920]);
    expect(uploadVariantWidths(1000)).toEqual([384, 768, 1000]);
    expect(uploadVariantWidths(768)).toEqual([384, 768]);
    expect(uploadVariantWidths(300)).toEqual([300]);
  });

  it("serves an upload's listed variants as its srcset, whatever URL of it a product holds", () => {
    const hash = "a".repeat(64);
    const base = `/images/uploads/${hash}`;
    const manifest = {
      [hash]: {
        ...siteImage(`uploads/${hash}`, 3024, 4032),
        variants: [
          { src: `${base}-384w.webp`, width: 384, height: 512 },
          { src: `${base}.webp`, width: 1920, height: 2560 },
        ],
      },
    };
    for (const url of [`${base}.webp`, `${base}.jpg`]) {
      expect(resolveImage(url, manifest)).toEqual({
        src: `${base}.webp`,
        placeholder: `${base}-placeholder.webp`,
        width: 3024,
        height: 4032,
        srcSet: `${base}-384w.webp 384w, ${base}.webp 1920w`,
      });
    }
  });

  it("names variants by convention", () => {
    expect(variantSrc("miel-picosa-1", 384)).toBe("/images/miel-picosa-1-384w.webp");
    expect(imageSrcSet("logo", 221)).toBe("/images/logo.webp 221w");
    expect(imageSrcSet("chile-rayado-molido", 1080)).toBe(
      "/images/chile-rayado-molido-384w.webp 384w, /images/chile-rayado-molido-768w.webp 768w, /images/chile-rayado-molido.webp 1080w",
    );
  });

  it("ships every built-in picture with its variants and a small placeholder", () => {
    for (const image of sampleImages) {
      const files = [
        image.src,
        `/images/${image.name}-placeholder.webp`,
        ...variantWidths(image.width).map((width) => variantSrc(image.name, width)),
      ];
      for (const file of files) {
        expect(existsSync(join(publicDir, file)), `${file} (npm run images:generate)`).toBe(true);
      }
      const placeholder = join(publicDir, "images", `${image.name}-placeholder.webp`);
      expect(statSync(placeholder).size).toBeLessThan(1024);
    }
  });
});
