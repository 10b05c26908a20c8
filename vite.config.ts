import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { getLoadContext } from "./load-context";
import { appModuleSideEffects, clientChunks } from "./scripts/vite/client-chunks";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // A test of a fresh clone's first visit points this at an empty folder.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  plugins: [
    cloudflareDevProxyVitePlugin({ getLoadContext }),
    remix({
      // A route's own server code sits beside it as `<route>.server.ts`
      // (docs/decisions/017-folders-by-job.md): a module, not a route.
      ignoredRouteFiles: ["**/*.server.{ts,tsx}"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
  ],
  optimizeDeps: {
    // Every package the browser's modules import, known before the first
    // page: otherwise Vite finds some while serving it, optimizes them again
    // and reloads, and the page meets two copies of React ("Invalid hook
    // call"). The server-side ones the route files name are listed too, as
    // the scan of those files finds them.
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "@remix-run/react",
      "@remix-run/cloudflare",
      "@radix-ui/react-dialog",
      "@conform-to/react",
      "@conform-to/zod/v4",
      // What the zod adapter imports. Since the adapter is bundled into the
      // server build (ssr.noExternal below), the first page found them late
      // and reloaded (tests/e2e/dev-server.test.ts).
      "@conform-to/dom",
      "@conform-to/dom/future",
      "zod",
      "sonner",
      "drizzle-orm",
      "drizzle-orm/sqlite-core",
      "image-size",
      "mimetext/browser",
      // The CSV downloads' writer (csv-file.server.ts) and the guest lists' reader.
      "papaparse",
      // Loaded only when an admin uploads a large photo.
      "browser-image-compression",
      // Loaded only when a passkey is added or used (/admin/account, /admin/auth).
      "@simplewebauthn/browser",
    ],
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
    },
    // Bundled by Vite (Rollup) rather than left to wrangler's esbuild, which
    // keeps all of zod's 64 locales: about 50 KiB gzip off the Worker. Conform's
    // zod adapter comes along, or esbuild bundles a second zod for it (19 KiB).
    noExternal: ["zod", "@conform-to/zod"],
  },
  resolve: {
    mainFields: ["browser", "module", "main"],
  },
  build: {
    // Terser compresses the browser's code (React DOM and Remix above all)
    // about 3.7 KB gzip a page smaller than esbuild; the Worker keeps esbuild.
    // `pure_getters` (reading a property has no side effect; nothing here
    // forces a layout with an unused `el.offsetWidth`) takes 0.5 KB more.
    minify: isSsrBuild ? true : "terser",
    terserOptions: { compress: { passes: 2, pure_getters: true }, module: true },
    // The icon sprite is referenced by <use href>, which cannot take a data: URL.
    assetsInlineLimit: (file) => (file.endsWith("/icons.svg") ? false : undefined),
    rollupOptions: isSsrBuild
      ? // The Workers runtime's own modules; wrangler leaves them to workerd.
        { external: [/^cloudflare:/] }
      : {
          output: { manualChunks: clientChunks() },
          treeshake: { moduleSideEffects: appModuleSideEffects },
        },
  },
}));
