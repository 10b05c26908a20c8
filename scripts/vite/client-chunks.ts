import type { GetManualChunk, ManualChunkMeta } from "rollup";

/** The chunk every page loads with the root route: the app shell. */
const SHELL = "shell";

const ROUTE_ENTRY = /\/app\/routes\/([^/?]+)\.tsx?\?__remix-build-client-route/;
/** The admin's pages: /admin… and its backup page, /backup. */
const ADMIN_ROUTE = /^(admin|backup)/;

const isAppModule = (id: string) => !id.includes("/node_modules/");

/** Every app module `entry` imports statically, directly or not, without crossing into other routes. */
function staticClosure(entry: string, { getModuleInfo }: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (isAppModule(imported) && !ROUTE_ENTRY.test(imported)) queue.push(imported);
    }
  }
  return seen;
}

const baseName = (id: string) => /([^/?]+?)(\.[^./?]+)?(\?.*)?$/.exec(id)?.[1] ?? "shared";

/**
 * Which chunk each app module goes to: the root route's closure and what at
 * least 60% of the public pages use to the shell (a few hundred bytes
 * for the other pages cost less than a file of its own for most of them);
 * every other module that public pages share to one chunk per set of public
 * pages that use it, named after its first module.
 */
function assignChunks(meta: ManualChunkMeta): Map<string, string> {
  const ids = [...meta.getModuleIds()];
  const chunks = new Map<string, string>();
  const root = ids.find((id) => /\/app\/root\.tsx$/.test(id));
  const shell = root ? staticClosure(root, meta) : new Set<string>();
  for (const id of shell) chunks.set(id, SHELL);

  const users = new Map<string, string[]>();
  let pages = 0;
  for (const entry of ids) {
    const route = ROUTE_ENTRY.exec(entry)?.[1];
    if (!route || ADMIN_ROUTE.test(route)) continue;
    // Pages only: not resource routes, nor the catch-all 404 (the root's own page).
    if (route === "$" || !meta.getModuleInfo(entry)?.exports?.includes("default")) continue;
    pages += 1;
    for (const id of staticClosure(entry, meta)) {
      if (id === entry || shell.has(id) || id.includes("/app/routes/")) continue;
      users.set(id, [...(users.get(id) ?? []), route]);
    }
  }
  const groups = new Map<string, string>();
  for (const [id, routes] of users) {
    if (routes.length < 2) continue;
    if (routes.length >= pages * 0.6) {
      chunks.set(id, SHELL);
      continue;
    }
    const key = routes.sort().join(" ");
    // Numbered: two groups named alike would be merged into one chunk.
    const name = groups.get(key) ?? `${baseName(id)}-${groups.size + 1}`;
    groups.set(key, name);
    chunks.set(id, name);
  }
  if (pages === 0) {
    // Remix's client route ids changed: the grouping would silently stop.
    console.warn("client-chunks: no public route found; pages keep Rollup's default chunks");
  }
  return chunks;
}

/**
 * `build.rollupOptions.output.manualChunks` for the browser build. The root
 * route and everything it imports statically (the shell, Vite's preload
 * helper included) become one chunk: every page loads it anyway, and split by
 * Rollup's default rules it is a dozen small files, each paying its own gzip
 * and import overhead. Modules that several public pages share are grouped
 * by the pages that use them, ignoring the admin's pages: by default each
 * module the admin also imports would be a file of its own. Lazy modules,
 * route modules and admin-only code keep Rollup's default chunks, so no
 * public page loads code it did not load before.
 */
export function clientChunks(): GetManualChunk {
  let chunks: Map<string, string> | undefined;
  return (id, meta) => {
    chunks ??= assignChunks(meta);
    return chunks.get(id);
  };
}
