/**
 * Puts a real photo into the slot of one built-in picture under
 * public/images/ (see docs/decisions/012-image-manifest-and-built-in-images.md).
 * The pictures committed there are stand-ins for the producer to replace;
 * `sampleImages` (app/content/sample-images.ts) lists each slot's name and
 * size. For the named entry it writes, at the entry's width and height:
 *   public/images/<name>.webp              the picture (WebP, quality 72)
 *   public/images/<name>-<w>w.webp         smaller copies for `srcset`, one per
 *                                          width in RESPONSIVE_WIDTHS below the
 *                                          picture's own (app/content/image-variants.ts)
 *   public/images/<name>-placeholder.webp  a tiny blurred copy (< 1 KB)
 *
 *   npm run images:generate -- --from path/to/photo.jpg --name miel-picosa-1
 *   npm run images:generate -- --help       the names and sizes
 *
 * It crops the photo to the entry's size (`fit: cover`, centred; pass
 * `--fit contain` for a logo with a transparent background) and drops the
 * photo's metadata (camera, GPS). A new picture needs an entry in
 * `sampleImages` first (name, size, Spanish alt text); commit the files under
 * public/images/ afterwards.
 */
import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { variantWidths } from "../app/content/image-variants";
import { type SampleImage, sampleImages } from "../app/content/sample-images";
import { projectRoot } from "./lib/dev-vars";

const outputDir = join(projectRoot, "public", "images");

const WEBP = { quality: 72, effort: 6, smartSubsample: true } as const;
const PLACEHOLDER_WIDTH = 24;
const PLACEHOLDER_LIMIT = 1024;

type Fit = "cover" | "contain";

const usage = `Uso:
  npx tsx scripts/generate-images.ts --from <foto.jpg|png|webp> --name <nombre> [--fit cover|contain]
      Convierte una foto real al tamaño de <nombre> (cover: recorta al centro;
      contain: encaja sin recortar, con fondo transparente, p. ej. el logo).

Nombres y tamaños:
${sampleImages.map((image) => `  ${image.name} (${image.width}x${image.height})`).join("\n")}`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function findImage(name: string): SampleImage {
  const image = sampleImages.find((entry) => entry.name === name);
  if (!image) {
    fail(
      `"${name}" no está en sampleImages (app/content/sample-images.ts). Agrega ahí la entrada (nombre, tamaño y texto alternativo) y vuelve a intentarlo.`,
    );
  }
  return image;
}

function outputPath(file: string): string {
  return join(outputDir, file);
}

/** Writes the picture, its variants and its placeholder from `source`, a lossless PNG at the entry's size. */
async function writeSet(image: SampleImage, source: Buffer): Promise<string[]> {
  const main = `${image.name}.webp`;
  await sharp(source).webp(WEBP).toFile(outputPath(main));
  const written = [main];
  for (const width of variantWidths(image.width)) {
    const file = `${image.name}-${width}w.webp`;
    await sharp(source).resize({ width }).webp(WEBP).toFile(outputPath(file));
    written.push(file);
  }
  const file = `${image.name}-placeholder.webp`;
  const placeholder = await sharp(source)
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(0.6)
    .webp({ quality: 75, effort: 6, smartSubsample: true })
    .toBuffer();
  if (placeholder.length > PLACEHOLDER_LIMIT) {
    console.warn(`Aviso: ${file} pesa ${placeholder.length} bytes (más de ${PLACEHOLDER_LIMIT}).`);
  }
  writeFileSync(outputPath(file), placeholder);
  written.push(file);
  return written;
}

function describe(files: string[]): string {
  return files
    .map((file) => {
      const kb = statSync(outputPath(file)).size / 1024;
      return `${file} (${kb.toFixed(1)} KB)`;
    })
    .join(", ");
}

/** Converts a real photo into the slot of `name`. */
async function convertPhoto(from: string, name: string, fit: Fit): Promise<void> {
  const image = findImage(name);
  if (!existsSync(from)) fail(`No existe el archivo ${from}.`);
  // Read whole before writing, so `--from public/images/<name>.webp` works too.
  const source = await sharp(from)
    .rotate()
    .resize(image.width, image.height, {
      fit,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  const files = await writeSet(image, source);
  console.log(`${image.name} ← ${from}: ${describe(files)}`);
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        from: { type: "string" },
        name: { type: "string" },
        fit: { type: "string", default: "cover" },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const values = parseOptions();
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.from || !values.name) fail("--from y --name van juntos.");
  const fit = values.fit;
  if (fit !== "cover" && fit !== "contain") {
    fail(`--fit debe ser cover o contain, no "${fit}".`);
  }
  await convertPhoto(values.from, values.name, fit);
}

await main();
