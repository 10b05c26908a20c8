import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useRef, useState } from "react";
import { ConnectionErrorScreen } from "~/components/ConnectionErrorScreen";

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
 *
 * A Radix dialog with the alertdialog role: focus moves to its first action
 * and stays inside, the rest of the page is hidden from assistive technology
 * and body scroll is locked. It has no onOpenChange, so Escape and clicks
 * outside cannot dismiss it: the visitor has to retry or go offline.
 */
export function ConnectionErrorWatcher() {
  const [failed, setFailed] = useState(false);
  const id = useId();
  const contentRef = useRef<HTMLDivElement>(null);

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
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto bg-smoke-900/70 p-4">
          <Dialog.Content
            ref={contentRef}
            role="alertdialog"
            aria-labelledby={`${id}-titulo`}
            aria-describedby={`${id}-mensaje`}
            onOpenAutoFocus={(event) => {
              // Radix skips links when it picks what to focus: start on "retry".
              event.preventDefault();
              contentRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
            }}
            className="w-full focus:outline-none"
          >
            <ConnectionErrorScreen
              headingLevel={2}
              titleId={`${id}-titulo`}
              messageId={`${id}-mensaje`}
            />
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
