/**
 * The shell's parts for rare states: the 404 page and the standalone-mode
 * banner. This module is what the server (and TypeScript) sees; the browser
 * build swaps in rare-states.browser.tsx (vite.config.ts), which loads them
 * only when they show. Render them inside <Suspense>.
 */
export { NotFoundPage } from "~/components/NotFoundPage";
export { StandaloneBanner } from "~/components/StandaloneBanner";
