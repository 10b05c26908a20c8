/**
 * The image manifest kept in KV (one JSON value): uploads' entries, served
 * over the built-in list of the stand-in pictures.
 */
import {
  builtInImageManifest,
  parseImageManifest,
  type ImageManifest,
  type ImageManifestEntry,
} from "~/content/image-manifest";

export { builtInImageManifest };

export const IMAGE_MANIFEST_KV_KEY = "image-manifest";

/** The bindings the image services use. */
export type ImagesEnv = Pick<Env, "UPLOADS" | "IMAGES" | "IMAGE_MANIFEST">;

/** The manifest stored in KV, or null when there is none or it is not valid. */
async function readStoredManifest(kv: KVNamespace): Promise<ImageManifest | null> {
  const text = await kv.get(IMAGE_MANIFEST_KV_KEY);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn("Image manifest in KV is not JSON; using the built-in list");
    return null;
  }
  const manifest = parseImageManifest(json);
  if (!manifest) console.warn("Image manifest in KV is not valid; using the built-in list");
  return manifest;
}

/** The entry an upload has in KV; null when it has none (a KV failure throws). */
export async function readManifestEntry(
  kv: KVNamespace,
  name: string,
): Promise<ImageManifestEntry | null> {
  return (await readStoredManifest(kv))?.[name] ?? null;
}

/**
 * Records an upload. A KV failure throws, so the caller can take back what it
 * stored. KV has no transactions: two uploads at the same moment may drop
 * one entry; uploading that picture again writes it back.
 */
export async function putManifestEntry(
  kv: KVNamespace,
  name: string,
  entry: ImageManifestEntry,
): Promise<void> {
  const stored = (await readStoredManifest(kv)) ?? {};
  const current = stored[name];
  if (current && JSON.stringify(current) === JSON.stringify(entry)) return;
  await kv.put(IMAGE_MANIFEST_KV_KEY, JSON.stringify({ ...stored, [name]: entry }));
}

/**
 * Takes the entries of `names` out of the manifest (one read, and one write
 * when any was there) and answers those it held.
 */
export async function removeManifestEntries(
  kv: KVNamespace,
  names: readonly string[],
): Promise<ImageManifestEntry[]> {
  const stored = await readStoredManifest(kv);
  if (!stored) return [];
  const removed = names.flatMap((name) => stored[name] ?? []);
  if (removed.length === 0) return removed;
  const kept = Object.fromEntries(Object.entries(stored).filter(([name]) => !names.includes(name)));
  await kv.put(IMAGE_MANIFEST_KV_KEY, JSON.stringify(kept));
  return removed;
}

/**
 * The manifest to serve: KV entries over the built-in list, so the stand-in
 * pictures always resolve; the built-in list alone when KV holds nothing
 * valid or cannot be read.
 */
export async function readImageManifest(env: Pick<Env, "IMAGE_MANIFEST">): Promise<ImageManifest> {
  const builtIn = builtInImageManifest();
  try {
    const stored = await readStoredManifest(env.IMAGE_MANIFEST);
    return stored ? { ...builtIn, ...stored } : builtIn;
  } catch (error) {
    console.error("Could not read the image manifest from KV", error);
    return builtIn;
  }
}
