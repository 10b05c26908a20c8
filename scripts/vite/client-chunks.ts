import type { GetManualChunk, ManualChunkMeta } from "rollup";

/** The chunk every page loads with the root route: the app shell. */
const SHELL = "shell";

const ROUTE_ENTRY = /\/app\/routes\/([^/?]+)\.tsx?\?__remix-build-client-route/;
/** The admin's pages: /admin… and its backup page, /backup. */
const ADMIN_ROUTE = /^(admin|backup)/;

const isAppModule = (id: string) => !id.includes("/node_modules/");

/**
 * Every app module `entry` imports statically, directly or not, without
 * crossing into other routes, nor into `lazy` modules: those the closure
 * itself loads with `import()` (a static import of one is there for the
 * server alone, behind `import.meta.env.SSR`, as SiteFooter's content).
 */
function staticClosure(
  entry: string,
  { getModuleInfo }: ManualChunkMeta,
  lazy: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (isAppModule(imported) && !ROUTE_ENTRY.test(imported) && !lazy.has(imported)) {
        queue.push(imported);
      }
    }
  }
  return seen;
}

/** The app modules that a module of `closure` imports with `import()`. */
function loadedLazily(
  closure: ReadonlySet<string>,
  { getModuleInfo }: ManualChunkMeta,
): Set<string> {
  const lazy = new Set<string>();
  for (const id of closure) {
    for (const imported of getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      if (isAppModule(imported)) lazy.add(imported);
    }
  }
  return lazy;
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
  const pages = new Map<string, Set<string>>();
  for (const entry of ids) {
    const route = ROUTE_ENTRY.exec(entry)?.[1];
    if (!route || ADMIN_ROUTE.test(route)) continue;
    // Pages only: not resource routes, nor the catch-all 404 (the root's own page).
    if (route === "$" || !meta.getModuleInfo(entry)?.exports?.includes("default")) continue;
    pages.set(route, staticClosure(entry, meta));
  }
  const usedByPages = new Set([...pages.values()].flatMap((closure) => [...closure]));

  const root = ids.find((id) => /\/app\/root\.tsx$/.test(id));
  const everything = root ? staticClosure(root, meta) : new Set<string>();
  const lazyParts = loadedLazily(everything, meta);
  const eager = root ? staticClosure(root, meta, lazyParts) : new Set<string>();
  // What only the shell's lazy parts need leaves the shell with them.
  const shell = new Set([...everything].filter((id) => eager.has(id) || usedByPages.has(id)));
  for (const id of shell) chunks.set(id, SHELL);
  for (const part of lazyParts) {
    for (const id of staticClosure(part, meta)) {
      if (everything.has(id) && !shell.has(id) && !chunks.has(id)) chunks.set(id, baseName(part));
    }
  }

  const users = new Map<string, string[]>();
  for (const [route, closure] of pages) {
    for (const id of closure) {
      if (shell.has(id) || id.includes("/app/routes/")) continue;
      users.set(id, [...(users.get(id) ?? []), route]);
    }
  }
  const groups = new Map<string, string>();
  for (const [id, routes] of users) {
    if (routes.length < 2) continue;
    if (routes.length >= pages.size * 0.6) {
      chunks.set(id, SHELL);
      continue;
    }
    const key = routes.sort().join(" ");
    // Numbered: two groups named alike would be merged into one chunk.
    const name = groups.get(key) ?? `${baseName(id)}-${groups.size + 1}`;
    groups.set(key, name);
    chunks.set(id, name);
  }
  if (pages.size === 0) {
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
