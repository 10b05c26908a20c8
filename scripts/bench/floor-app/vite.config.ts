import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The framework's floor (README, "Performance"): the smallest Remix app on
 * Workers, built with the project's Remix, Vite and minifier, the same
 * future flags, and no data. `npm run bench` measures it beside the site.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  cacheDir: "../../../node_modules/.vite-floor",
  logLevel: "warn",
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: {
    minify: isSsrBuild ? true : "terser",
    terserOptions: { compress: { passes: 2, pure_getters: true }, module: true },
  },
}));
