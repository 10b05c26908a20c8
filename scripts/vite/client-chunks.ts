import type { GetManualChunk, ManualChunkMeta } from "rollup";

/** The chunk every page loads with the root route: the app shell. */
const SHELL = "shell";

const isAppModule = (id: string) => !id.includes("/node_modules/");

/**
 * Every app module the root route imports statically (directly or not). The
 * root is on every page, so these modules cost no page anything extra when
 * they travel together; split by Rollup's default rules they are a dozen
 * small files, each paying its own gzip and import overhead.
 */
function rootClosure(rootId: string, { getModuleInfo }: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [rootId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (isAppModule(imported)) queue.push(imported);
    }
  }
  return seen;
}

/**
 * `build.rollupOptions.output.manualChunks` for the browser build: the root
 * route and everything it imports statically (the shell, Vite's preload
 * helper included) become one chunk. Lazy modules, route modules and
 * libraries keep Rollup's default chunks, so no page loads code it did not
 * load before.
 */
export function clientChunks(): GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, meta) => {
    if (!shell) {
      const rootId = [...meta.getModuleIds()].find((moduleId) =>
        /\/app\/root\.tsx$/.test(moduleId),
      );
      shell = rootId ? rootClosure(rootId, meta) : new Set();
    }
    return shell.has(id) ? SHELL : undefined;
  };
}
