import type { GetManualChunk, ManualChunkMeta } from "rollup";

/** The chunk every page loads with the root route: the app shell. */
const SHELL = "shell";

const ROUTE_ENTRY = /\/app\/routes\/([^/?]+)\.tsx?\?__remix-build-client-route/;
/** The admin's pages: /admin… and its backup page, /backup. */
const ADMIN_ROUTE = /^(admin|backup)/;

/** The module of `withoutScripts`, which only the pages that ship no script import. */
const SCRIPTLESS_HANDLE = /\/app\/view\/page-scripts\.ts$/;

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
  { skipServerImports = false } = {},
): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (skipServerImports && info?.dynamicallyImportedIds.includes(imported)) continue;
      if (isAppModule(imported) && !ROUTE_ENTRY.test(imported) && !lazy.has(imported)) {
        queue.push(imported);
      }
    }
  }
  return seen;
}

/**
 * The modules a module of `closure` imports both statically and with
 * `import()`: the static import is the server's (`import.meta.env.SSR`), the
 * browser loads the part when it draws it (ProductCardOffer's content).
 */
function serverImportedParts(
  closure: ReadonlySet<string>,
  { getModuleInfo }: ManualChunkMeta,
): Set<string> {
  const parts = new Set<string>();
  for (const id of closure) {
    const info = getModuleInfo(id);
    for (const imported of info?.dynamicallyImportedIds ?? []) {
      if (isAppModule(imported) && info?.importedIds.includes(imported)) parts.add(imported);
    }
  }
  return parts;
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

/**
 * `build.rollupOptions.treeshake.moduleSideEffects` for the browser build:
 * the app's own modules do nothing when imported but define things, so one
 * whose exports a chunk does not use is left out of it, as a package marked
 * `"sideEffects": false` is. Without it, a component the browser loads
 * lazily but the server imports plainly (`import.meta.env.SSR`, as
 * SiteFooter's content) would still be imported for its module's top-level
 * calls (a `memo()`, an array's `filter()`), and with it the chunk holding
 * it. The browser's entry and the stylesheet keep theirs.
 */
export function appModuleSideEffects(id: string, external: boolean): boolean {
  return external || !/\/app\//.test(id) || /\/app\/entry\.client\.tsx$|\.css(\?|$)/.test(id);
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
  const pageLazyParts = new Set<string>();
  for (const entry of ids) {
    const route = ROUTE_ENTRY.exec(entry)?.[1];
    if (!route || ADMIN_ROUTE.test(route)) continue;
    // Pages only: not resource routes, nor the catch-all 404 (the root's own page).
    if (route === "$" || !meta.getModuleInfo(entry)?.exports?.includes("default")) continue;
    // A part the page's server imports and its browser loads with `import()`
    // is not the page's to group: it is a file of its own.
    for (const part of serverImportedParts(staticClosure(entry, meta), meta)) {
      pageLazyParts.add(part);
    }
    const closure = staticClosure(entry, meta, new Set(), { skipServerImports: true });
    // A page that ships no script (`handle = withoutScripts`, docs/decisions/024)
    // loads no chunk: what it uses is nobody's to share.
    if ([...closure].some((id) => SCRIPTLESS_HANDLE.test(id))) continue;
    pages.set(route, closure);
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

  // As the shell's: a static import of a lazy part for the server alone must
  // not draw it into the chunk of the page that imports it. What the part
  // shares with a page is a file apart (unless grouped below): Rollup would
  // put it in the part's chunk, which the page would then load.
  const sharedWithPages = new Map<string, string>();
  for (const part of pageLazyParts) {
    for (const id of staticClosure(part, meta)) {
      if (shell.has(id) || chunks.has(id) || sharedWithPages.has(id)) continue;
      if (usedByPages.has(id)) sharedWithPages.set(id, `${baseName(part)}-shared`);
      else chunks.set(id, baseName(part));
    }
  }

  const users = new Map<string, string[]>();
  for (const [route, closure] of pages) {
    for (const id of closure) {
      if (shell.has(id) || id.includes("/app/routes/")) continue;
      users.set(id, [...(users.get(id) ?? []), route]);
    }
  }
  // The lazy parts that also need a module keep it apart from what only the
  // pages need: the header's bag link loads the bag's path, not the bag's words.
  const lazyUsers = new Map<string, string[]>();
  for (const part of [...lazyParts, ...pageLazyParts]) {
    for (const id of staticClosure(part, meta)) {
      lazyUsers.set(id, [...(lazyUsers.get(id) ?? []), baseName(part)]);
    }
  }
  const groups = new Map<string, string>();
  for (const [id, routes] of users) {
    if (routes.length < 2) continue;
    if (routes.length >= pages.size * 0.6) {
      chunks.set(id, SHELL);
      continue;
    }
    const key = `${routes.sort().join(" ")} | ${(lazyUsers.get(id) ?? []).sort().join(" ")}`;
    // Numbered: two groups named alike would be merged into one chunk.
    const name = groups.get(key) ?? `${baseName(id)}-${groups.size + 1}`;
    groups.set(key, name);
    chunks.set(id, name);
  }
  for (const [id, name] of sharedWithPages) if (!chunks.has(id)) chunks.set(id, name);
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
