import { useEffect, useId, useRef, useState } from "react";
import { ConnectionErrorScreen } from "~/components/ConnectionErrorScreen";
import { hideOthers } from "~/components/hideOthers";

/** Browser noise that is not a failure of this site. */
function isNoise(message: string): boolean {
  return message.includes("ResizeObserver loop") || message === "Script error.";
}

function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}

/**
 * Shows the connection-error screen as a modal overlay after any uncaught
 * error or unhandled promise rejection in the browser (SPEC: "Shown after any
 * uncaught error or unhandled rejection"). Renders nothing until then.
 */
export function ConnectionErrorWatcher() {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

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

  useEffect(() => {
    const overlay = ref.current;
    if (!failed || !overlay) return;
    const restore = hideOthers(overlay);
    overlay.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return restore;
  }, [failed]);

  if (!failed) return null;
  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-mensaje`}
      className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto bg-smoke-900/70 p-4"
    >
      <ConnectionErrorScreen
        headingLevel={2}
        titleId={`${id}-titulo`}
        messageId={`${id}-mensaje`}
      />
    </div>
  );
}
