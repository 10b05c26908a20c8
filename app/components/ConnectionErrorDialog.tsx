import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef } from "react";
import { ConnectionErrorScreen } from "~/components/ConnectionErrorScreen";

/**
 * The connection-error screen as a modal: a Radix dialog with the
 * alertdialog role. Focus moves to its first action and stays inside, the
 * rest of the page is hidden from assistive technology and body scroll is
 * locked. It has no onOpenChange, so Escape and clicks outside cannot
 * dismiss it: the visitor has to retry or turn on the standalone mode.
 */
export default function ConnectionErrorDialog() {
  const id = useId();
  const contentRef = useRef<HTMLDivElement>(null);
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
