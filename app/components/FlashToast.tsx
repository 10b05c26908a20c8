import { Suspense, lazy, memo } from "react";
import type { FlashToast as FlashToastData } from "~/shared/toast";
import { ShownToast } from "./ShownToast";

/**
 * A delete's toast, with 'Deshacer': loaded only when one is shown (deletes
 * happen in the panel), so it is not part of a public page's first download
 * (docs/decisions/023-public-javascript-budget.md). The server draws it
 * whole, so without JavaScript its form is there.
 */
const UndoableToast = lazy(() => import("./UndoableToast"));

/**
 * Shows the notice a redirect carried: a sonner toast once React runs, and
 * until then (or without JavaScript) a status message at the top of the page.
 * A delete's notice offers 'Deshacer' (its trash entry restored) in both.
 */
export const FlashToast = memo(function FlashToast({ toast }: { toast: FlashToastData | null }) {
  if (toast?.trashId === undefined) return <ShownToast toast={toast} />;
  return (
    // Nothing until its code is there: the toast is shown once, with its button.
    <Suspense fallback={null}>
      <UndoableToast toast={toast} trashId={toast.trashId} />
    </Suspense>
  );
});
