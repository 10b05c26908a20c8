import { lazy, memo, Suspense, useEffect, useState } from "react";
import { ConnectionErrorScreen } from "~/components/ConnectionErrorScreen";
import { connectionErrorCopy } from "~/content/standalone";

/** Radix loads only when an error happens: no page downloads it up front. */
const ConnectionErrorDialog = lazy(() => import("~/components/ConnectionErrorDialog"));

/** Browser noise that is not a failure of this site. */
function isNoise(message: string): boolean {
  return message.includes("ResizeObserver loop") || message === "Script error.";
}

function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}

/**
 * Shows the connection-error screen as a modal overlay after any uncaught
 * error or unhandled promise rejection in the browser
 * (docs/decisions/004-static-copy-when-d1-fails.md). Renders nothing until then. While
 * the dialog's code loads (or if the network is what failed), the same
 * screen shows as a plain overlay.
 */
export const ConnectionErrorWatcher = memo(function ConnectionErrorWatcher() {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (!isNoise(event.message ?? "")) setFailed(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isAbort(event.reason)) setFailed(true);
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  if (!failed) return null;
  return (
    <Suspense fallback={<PlainOverlay />}>
      <ConnectionErrorDialog />
    </Suspense>
  );
});

function PlainOverlay() {
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto bg-smoke-900/70 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={connectionErrorCopy.title}
        className="w-full"
      >
        <ConnectionErrorScreen headingLevel={2} />
      </div>
    </div>
  );
}
