/**
 * The image manifest: image name → where the full picture and
 * its blurred placeholder live, and its size. Pure module, no server
 * imports: the server serves it and the browser's image component resolves
 * names with it.
 */
import { z } from "zod";
import { sampleImages } from "~/content/sample-images";

export const IMAGE_MANIFEST_PATH = "/images/image-manifest.json";

export const imageVariantSchema = z.object({
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * `width` and `height` are the picture's true size (as displayed, after its
 * EXIF orientation). An upload also lists its `variants`, smallest first, the
 * last being `src`; the built-in pictures find theirs by name
 * (image-variants.ts).
 */
export const imageManifestEntrySchema = z.object({
  src: z.string().min(1),
  placeholder: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(imageVariantSchema).min(1).optional(),
});

export const imageManifestSchema = z.record(z.string().min(1), imageManifestEntrySchema);

export type ImageVariant = z.infer<typeof imageVariantSchema>;
export type ImageManifestEntry = z.infer<typeof imageManifestEntrySchema>;
export type ImageManifest = Record<string, ImageManifestEntry>;

/** A manifest read from JSON, or null when it is not one. */
export function parseImageManifest(json: unknown): ImageManifest | null {
  const result = imageManifestSchema.safeParse(json);
  return result.success ? result.data : null;
}

/** The stand-in pictures shipped under /images/, with their placeholders. */
export function builtInImageManifest(): ImageManifest {
  return Object.fromEntries(
    sampleImages.map(({ name, width, height }) => [
      name,
      {
        src: `/images/${name}.webp`,
        placeholder: `/images/${name}-placeholder.webp`,
        width,
        height,
      },
    ]),
  );
}
