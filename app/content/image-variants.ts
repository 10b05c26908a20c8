/**
 * Responsive variants of the built-in pictures under /images/.
 * Next to `/images/<name>.webp`, `scripts/generate-images.ts` writes
 * `/images/<name>-<w>w.webp` for every width below that is smaller than the
 * picture itself, so an image component can build `srcset` by convention.
 * Uploaded pictures follow the same convention under `/images/uploads/`
 * (see `uploadVariantWidths`), and their manifest entries list them.
 * Pure module, no server imports.
 */

/** Widths, in pixels, of the generated variants, smallest first. */
export const RESPONSIVE_WIDTHS = [384, 768] as const;

export type ResponsiveWidth = (typeof RESPONSIVE_WIDTHS)[number];

/** The variant widths that exist for a picture `originalWidth` pixels wide. */
export function variantWidths(originalWidth: number): ResponsiveWidth[] {
  return RESPONSIVE_WIDTHS.filter((width) => width < originalWidth);
}

/**
 * The widest picture made from an upload: a phone photo is cut down to this,
 * a smaller one keeps its width (nothing is ever enlarged).
 */
export const UPLOAD_DISPLAY_MAX_WIDTH = 1920;

/** Width of an upload's tiny placeholder, blurred by the page while the picture loads. */
export const UPLOAD_PLACEHOLDER_WIDTH = 24;

/**
 * The widths made from an upload `originalWidth` pixels wide, smallest
 * first: the responsive widths below it, then the displayed picture.
 */
export function uploadVariantWidths(originalWidth: number): number[] {
  const display = Math.min(originalWidth, UPLOAD_DISPLAY_MAX_WIDTH);
  return [...RESPONSIVE_WIDTHS.filter((width) => width < display), display];
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
