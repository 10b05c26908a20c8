/**
 * Responsive variants of the built-in pictures under /images/ (SPEC §7).
 * Next to `/images/<name>.webp`, `scripts/generate-images.ts` writes
 * `/images/<name>-<w>w.webp` for every width below that is smaller than the
 * picture itself, so an image component can build `srcset` by convention.
 * Uploaded pictures (`/images/uploads/…`) have no variants.
 * Pure module, no server imports.
 */

/** Widths, in pixels, of the generated variants, smallest first. */
export const RESPONSIVE_WIDTHS = [384, 768] as const;

export type ResponsiveWidth = (typeof RESPONSIVE_WIDTHS)[number];

/** The variant widths that exist for a picture `originalWidth` pixels wide. */
export function variantWidths(originalWidth: number): ResponsiveWidth[] {
  return RESPONSIVE_WIDTHS.filter((width) => width < originalWidth);
}

/** Public path of the `width`-pixel variant of the picture `name`. */
export function variantSrc(name: string, width: number): string {
  return `/images/${name}-${width}w.webp`;
}

/**
 * A `srcset` value for the picture `name`, `originalWidth` pixels wide: its
 * variants plus the full picture, e.g.
 * `/images/logo.webp 221w` or `/images/x-384w.webp 384w, /images/x.webp 1080w`.
 */
export function imageSrcSet(name: string, originalWidth: number): string {
  return [
    ...variantWidths(originalWidth).map((width) => `${variantSrc(name, width)} ${width}w`),
    `/images/${name}.webp ${originalWidth}w`,
  ].join(", ");
}
