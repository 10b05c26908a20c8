/**
 * The uploaded photos a trash entry holds, and their removal once nothing
 * uses them (docs/decisions/034-trash.md): a photo is used while a product,
 * a recipe, the site settings (or one of their kept versions), a trash entry
 * or a kept automatic backup names it (photo-removals.server.ts). Every upload's keys start with the photo's hash
 * (image-store.server.ts), so a hash is what is looked for.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { removeManifestEntries } from "~/services/image-manifest.server";
import { UPLOADS_PATH, displayKey } from "~/services/image-store.server";

export type PhotoStore = Pick<Env, "UPLOADS" | "IMAGE_MANIFEST">;

const UPLOADED_PHOTO = new RegExp(`${UPLOADS_PATH}([a-f0-9]{64})`, "g");

/** The hashes of the uploaded photos a snapshot (as stored, JSON) names. */
export function photoHashes(snapshot: string): string[] {
  return [...new Set([...snapshot.matchAll(UPLOADED_PHOTO)].map((match) => match[1] ?? ""))];
}

/**
 * `SELECT hash[, extra]` of those of `hashes` that no product, recipe, site
 * setting (or kept version of one) or trash entry names.
 */
export function unnamedPhotosQuery(hashes: string[], extra?: SQL) {
  const names = (column: string) => sql.raw(`instr(${column}, photo.value) > 0`);
  return sql`
    SELECT photo.value AS hash${extra ? sql`, ${extra}` : sql``} FROM json_each(${JSON.stringify(hashes)}) AS photo
    WHERE NOT EXISTS (SELECT 1 FROM products WHERE ${names("products.image_urls")} OR ${names("products.main_image_url")})
      AND NOT EXISTS (SELECT 1 FROM recipes WHERE ${names("recipes.image_url")})
      AND NOT EXISTS (SELECT 1 FROM site_settings WHERE ${names("site_settings.value")})
      AND NOT EXISTS (SELECT 1 FROM site_setting_versions WHERE ${names("site_setting_versions.value")})
      AND NOT EXISTS (SELECT 1 FROM trash_entries WHERE ${names("trash_entries.snapshot")})`;
}

/** Of `hashes`, those no product, recipe, site setting or trash entry names, in one query. */
export async function unusedPhotos(db: Database, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db.all<{ hash: string }>(unnamedPhotosQuery(hashes));
  return rows.map((row) => row.hash);
}

/** R2's limit on the keys of one delete. */
const KEYS_PER_DELETE = 1000;

/** Every key a photo may have in R2 besides those its manifest entry names: a raw upload's file. */
const rawKeys = (hash: string) => [`${hash}.jpg`, `${hash}.png`, displayKey(hash)];

const keyOf = (src: string) =>
  src.startsWith(UPLOADS_PATH) ? [src.slice(UPLOADS_PATH.length)] : [];

/**
 * Deletes each photo's manifest entry, then its files from R2 (its variants,
 * its placeholder, a raw upload's file). The caller has made sure nothing
 * uses them.
 */
export async function removePhotos(store: PhotoStore, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  const entries = await removeManifestEntries(store.IMAGE_MANIFEST, hashes);
  const named = entries.flatMap((entry) => [
    entry.src,
    entry.placeholder,
    ...(entry.variants ?? []).map((variant) => variant.src),
  ]);
  const keys = [...new Set([...hashes.flatMap(rawKeys), ...named.flatMap(keyOf)])];
  for (let start = 0; start < keys.length; start += KEYS_PER_DELETE) {
    await store.UPLOADS.delete(keys.slice(start, start + KEYS_PER_DELETE));
  }
}
