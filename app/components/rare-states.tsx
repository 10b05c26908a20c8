/**
 * Parts of the pages shown only in rare states: the 404 page, the
 * standalone-mode banner, the notice that a page shows the static copy of
 * the catalogue, and the spinner of a page reloading itself. This module is
 * what the server (and TypeScript) sees; the browser build swaps in
 * rare-states.browser.tsx (vite.config.ts), which loads each one only when
 * it shows. Render them inside <Suspense>, and only when they show.
 */
export { LoadingSpinner } from "~/components/LoadingSpinner";
export { NotFoundPage } from "~/components/NotFoundPage";
export { StandaloneBanner } from "~/components/StandaloneBanner";
export { StaticCopyNotice } from "~/components/StaticCopyNotice";
