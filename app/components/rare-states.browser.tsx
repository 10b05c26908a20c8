import { lazy } from "react";

/*
 * rare-states.tsx for the browser: the code of these parts downloads when
 * they first render. Hydrating, React keeps the server's HTML until it has.
 */
export const LoadingSpinner = lazy(() =>
  import("~/components/LoadingSpinner").then((module) => ({ default: module.LoadingSpinner })),
);
export const NotFoundPage = lazy(() =>
  import("~/components/NotFoundPage").then((module) => ({ default: module.NotFoundPage })),
);
export const StandaloneBanner = lazy(() =>
  import("~/components/StandaloneBanner").then((module) => ({ default: module.StandaloneBanner })),
);
export const StaticCopyNotice = lazy(() =>
  import("~/components/StaticCopyNotice").then((module) => ({ default: module.StaticCopyNotice })),
);
