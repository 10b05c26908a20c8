/**
 * What visitors get for an upload: each stored file fetched from the running
 * Worker, its size and dimensions, and any trace of the camera's metadata
 * (EXIF or XMP chunks, the camera's strings, EXIF that sharp can read).
 */
import sharp from "sharp";
import type { TestWorker } from "../../tests/support/worker";
import { PHONE_EXIF_MARKERS } from "../lib/phone-photo";

/** The stored files of an upload, by the suffix after its hash. */
export const UPLOAD_VARIANTS = [
  { name: "display (≤ 1920 px)", suffix: ".webp", role: "display" },
  { name: "384w", suffix: "-384w.webp", role: "srcset" },
  { name: "768w", suffix: "-768w.webp", role: "srcset" },
  { name: "placeholder", suffix: "-placeholder.webp", role: "placeholder" },
] as const;

export type VariantRole = (typeof UPLOAD_VARIANTS)[number]["role"];

export interface InspectedFile {
  name: string;
  /** The display file, a smaller width of `srcset`, the placeholder, or the upload itself. */
  role: VariantRole | "original";
  path: string;
  status: number;
  bytes: number;
  width: number;
  height: number;
  format: string;
  /** Traces of the camera's metadata; empty when there are none. */
  metadata: string[];
}

const CHUNKS = ["Exif", "EXIF", "XMP "] as const;

/** The camera's metadata found in `bytes`: chunk names, marker strings, what sharp reads. */
export async function metadataTraces(bytes: Buffer): Promise<{
  traces: string[];
  info: sharp.Metadata | null;
}> {
  const traces: string[] = [
    ...CHUNKS.filter((chunk) => bytes.includes(chunk)).map((chunk) => `"${chunk}" chunk`),
    ...Object.values(PHONE_EXIF_MARKERS)
      .filter((marker) => bytes.includes(marker))
      .map((marker) => `"${marker}"`),
  ];
  const info = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (info?.exif) traces.push(`EXIF (${info.exif.length} bytes, sharp)`);
  if (info?.xmp) traces.push(`XMP (${info.xmp.length} bytes, sharp)`);
  return { traces, info };
}

async function inspect(
  { name, role }: Pick<InspectedFile, "name" | "role">,
  path: string,
  status: number,
  bytes: Buffer,
): Promise<InspectedFile> {
  const { traces, info } = await metadataTraces(bytes);
  return {
    name,
    role,
    path,
    status,
    bytes: bytes.length,
    width: info?.width ?? Number.NaN,
    height: info?.height ?? Number.NaN,
    format: info?.format ?? "unreadable",
    metadata: traces,
  };
}

/** The uploaded file itself (never stored), as a row beside its variants. */
export function inspectOriginal(original: Buffer): Promise<InspectedFile> {
  return inspect({ name: "original JPEG (uploaded)", role: "original" }, "—", 0, original);
}

export async function inspectServedVariants(
  worker: TestWorker,
  hash: string,
): Promise<InspectedFile[]> {
  const files: InspectedFile[] = [];
  for (const variant of UPLOAD_VARIANTS) {
    const path = `/images/uploads/${hash}${variant.suffix}`;
    const response = await worker.fetch(path);
    const bytes = Buffer.from(await response.arrayBuffer());
    files.push(await inspect(variant, path, response.status, bytes));
  }
  return files;
}
