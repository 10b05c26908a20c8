/**
 * The built-in pictures under public/images/ (see
 * docs/decisions/012-image-manifest-and-built-in-images.md). For every entry
 * of `sampleImages` (app/content/sample-images.ts) it
 * writes, at the entry's width and height:
 *   public/images/<name>.webp              the picture (WebP, quality 72)
 *   public/images/<name>-<w>w.webp         smaller copies for `srcset`, one per
 *                                          width in RESPONSIVE_WIDTHS below the
 *                                          picture's own (app/content/image-variants.ts)
 *   public/images/<name>-placeholder.webp  a tiny blurred copy (< 1 KB)
 *
 *   npm run images:generate                 draw every stand-in
 *   npm run images:generate -- --only logo  only the named entries
 *   npm run images:generate -- --help       the names and sizes
 *
 * Replacing the stand-in photos: the pictures shipped today are illustrated
 * stand-ins drawn by scripts/lib/stand-in-art/ (they carry a marker in
 * their metadata). To use a real photo, convert it into the entry's slot:
 *   npx tsx scripts/generate-images.ts --from path/to/photo.jpg --name miel-picosa-1
 * It crops the photo to the entry's size (`fit: cover`, centred; pass
 * `--fit contain` for a logo with a transparent background), writes the
 * picture, its variants and its placeholder, and drops the photo's metadata
 * (camera, GPS). Alternatively export the photo yourself as
 * public/images/<name>.webp at the entry's size and run `npm run
 * images:generate`: files without the stand-in marker are never redrawn (unless
 * `--force`), only their variants and placeholder are rebuilt from them. A new
 * picture needs an entry in `sampleImages` first (name, size, Spanish alt
 * text); commit the files under public/images/ afterwards.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { variantWidths } from "../app/content/image-variants";
import { type SampleImage, sampleImages } from "../app/content/sample-images";
import { projectRoot } from "./lib/dev-vars";
import { drawStandIn, hasScene } from "./lib/stand-in-art";

const outputDir = join(projectRoot, "public", "images");

/**
 * Written into the EXIF of every generated stand-in, never into photos. No
 * parentheses: libvips would cut them off.
 */
const STAND_IN_MARKER = "Stand-in drawn by scripts/generate-images.ts";

const WEBP = { quality: 72, effort: 6, smartSubsample: true } as const;
const PLACEHOLDER_WIDTH = 24;
const PLACEHOLDER_LIMIT = 1024;

type Fit = "cover" | "contain";

const usage = `Uso:
  npx tsx scripts/generate-images.ts [--only <nombre>[,<nombre>...]] [--force]
      Dibuja los sustitutos. Las fotos reales ya puestas en public/images/ se
      conservan (solo se rehacen sus variantes y su miniatura), salvo con --force.
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
      `"${name}" no está en sampleImages (app/db/seed-data.ts). Agrega ahí la entrada (nombre, tamaño y texto alternativo) y vuelve a intentarlo.`,
    );
  }
  return image;
}

function outputPath(file: string): string {
  return join(outputDir, file);
}

/** Whether public/images/<name>.webp exists and is one of our drawings. */
async function isStandIn(path: string): Promise<boolean> {
  const { exif } = await sharp(path).metadata();
  return exif?.includes(STAND_IN_MARKER) ?? false;
}

/**
 * Writes the picture (unless `writeMain` is false), its variants and its
 * placeholder from `source`, a lossless PNG at exactly the entry's size.
 */
async function writeSet(
  image: SampleImage,
  source: Buffer,
  { writeMain, standIn }: { writeMain: boolean; standIn: boolean },
): Promise<string[]> {
  const written: string[] = [];
  if (writeMain) {
    let main = sharp(source);
    if (standIn) {
      main = main.withExif({ IFD0: { ImageDescription: STAND_IN_MARKER } });
    }
    const file = `${image.name}.webp`;
    await main.webp(WEBP).toFile(outputPath(file));
    written.push(file);
  }
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

/** Draws (or, for real photos, refreshes the variants of) each entry. */
async function generate(names: string[], force: boolean): Promise<void> {
  const images = names.length ? names.map(findImage) : sampleImages;
  for (const image of images) {
    const mainPath = outputPath(`${image.name}.webp`);
    const isPhoto = existsSync(mainPath) && !force && !(await isStandIn(mainPath));
    if (isPhoto) {
      const { width, height } = await sharp(mainPath).metadata();
      if (width !== image.width || height !== image.height) {
        console.warn(
          `Aviso: ${image.name}.webp mide ${width}x${height}, se esperaba ${image.width}x${image.height}.`,
        );
      }
      const source = await sharp(mainPath)
        .resize(image.width, image.height, { fit: "cover" })
        .png()
        .toBuffer();
      const files = await writeSet(image, source, {
        writeMain: false,
        standIn: false,
      });
      console.log(`${image.name}: foto real conservada; ${describe(files)}`);
      continue;
    }
    if (!hasScene(image.name)) {
      console.warn(`Aviso: ${image.name} no tiene dibujo propio; se usa el genérico.`);
    }
    const source = await sharp(Buffer.from(drawStandIn(image)))
      .png()
      .toBuffer();
    const files = await writeSet(image, source, {
      writeMain: true,
      standIn: true,
    });
    console.log(`${image.name}: ${describe(files)}`);
  }
}

/** Converts a real photo into the slot of `name`. */
async function convertPhoto(from: string, name: string, fit: Fit): Promise<void> {
  const image = findImage(name);
  if (!existsSync(from)) fail(`No existe el archivo ${from}.`);
  const source = await sharp(from)
    .rotate()
    .resize(image.width, image.height, {
      fit,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  const files = await writeSet(image, source, {
    writeMain: true,
    standIn: false,
  });
  console.log(`${image.name} ← ${from}: ${describe(files)}`);
}

function totalSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(dir, entry.name)).size, 0);
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        from: { type: "string" },
        name: { type: "string" },
        fit: { type: "string", default: "cover" },
        only: { type: "string", multiple: true, default: [] },
        force: { type: "boolean", default: false },
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
  mkdirSync(outputDir, { recursive: true });

  if (values.from !== undefined || values.name !== undefined) {
    if (!values.from || !values.name) fail("--from y --name van juntos.");
    const fit = values.fit;
    if (fit !== "cover" && fit !== "contain") {
      fail(`--fit debe ser cover o contain, no "${fit}".`);
    }
    await convertPhoto(values.from, values.name, fit);
  } else {
    await generate(values.only.flatMap((name) => name.split(",")).filter(Boolean), values.force);
  }
  console.log(
    `${relative(projectRoot, outputDir)}: ${(totalSize(outputDir) / 1024).toFixed(1)} KB en total`,
  );
}

await main();
