import { readdirSync, readFileSync } from "node:fs";

interface ManifestEntry {
  module: string;
  imports?: string[];
}

interface RemixManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string }>;
}

function readManifest(assetsDir: string): RemixManifest {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No Remix manifest (manifest-*.js) in ${assetsDir}`);
  const source = readFileSync(`${assetsDir}/${file}`, "utf8");
  const json = source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "");
  return JSON.parse(json) as RemixManifest;
}

const files = (entry: ManifestEntry): string[] => [entry.module, ...(entry.imports ?? [])];

/**
 * The /assets/*.js files that only admin routes (ids `routes/admin…`) use,
 * per the build's Remix manifest: no public page should ever load one.
 */
export function adminOnlyChunks(assetsDir: string): Set<string> {
  const manifest = readManifest(assetsDir);
  const admin = new Set<string>();
  const shared = new Set<string>(files(manifest.entry));
  for (const route of Object.values(manifest.routes)) {
    const target = route.id.startsWith("routes/admin") ? admin : shared;
    for (const file of files(route)) target.add(file);
  }
  return new Set([...admin].filter((file) => !shared.has(file)));
}

/** The ids of the build's routes (`routes/about`, …), per its Remix manifest. */
export function routeIds(assetsDir: string): string[] {
  return Object.keys(readManifest(assetsDir).routes);
}
