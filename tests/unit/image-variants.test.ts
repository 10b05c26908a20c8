import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  RESPONSIVE_WIDTHS,
  imageSrcSet,
  variantSrc,
  variantWidths,
} from "../../app/content/image-variants";
import { sampleImages } from "../../app/db/seed-data";
import { projectRoot } from "../support/paths";

const publicDir = join(projectRoot, "public");

describe("responsive image variants", () => {
  it("keeps only the widths smaller than the picture", () => {
    expect(variantWidths(1920)).toEqual([...RESPONSIVE_WIDTHS]);
    expect(variantWidths(768)).toEqual([384]);
    expect(variantWidths(384)).toEqual([]);
    expect(variantWidths(221)).toEqual([]);
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
