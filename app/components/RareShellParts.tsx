import { lazy, Suspense } from "react";
import { NotFoundPage as ServerNotFoundPage } from "~/components/NotFoundPage";
import { StandaloneBanner as ServerStandaloneBanner } from "~/components/StandaloneBanner";

/*
 * Parts of the shell that few pages draw: the 404 page and the standalone
 * mode's banner. The server imports them plainly; the browser downloads each
 * only when it draws it, and while it does, the `<Suspense>` keeps what the
 * server drew (docs/decisions/023-public-javascript-budget.md).
 */
const DrawnNotFoundPage = import.meta.env.SSR
  ? ServerNotFoundPage
  : lazy(() => import("~/components/NotFoundPage").then((m) => ({ default: m.NotFoundPage })));

const DrawnStandaloneBanner = import.meta.env.SSR
  ? ServerStandaloneBanner
  : lazy(() =>
      import("~/components/StandaloneBanner").then((m) => ({ default: m.StandaloneBanner })),
    );

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <DrawnNotFoundPage />
    </Suspense>
  );
}

export function StandaloneBanner() {
  return (
    <Suspense fallback={null}>
      <DrawnStandaloneBanner />
    </Suspense>
  );
}
