import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

interface AdminDialogProps {
  title: string;
  description?: ReactNode;
  /** Closing (Escape, the overlay, 'Cancelar') calls this. */
  onClose(): void;
  /** The form; it renders its own submit button beside 'Cancelar' via `actions`. */
  children: ReactNode;
  /** The primary action, shown after 'Cancelar'. */
  actions?: ReactNode;
  /** Disables 'Cancelar' while the form is saving. */
  busy?: boolean;
}

/** A Radix dialog, open while rendered, with a title and a 'Cancelar' close. */
export function AdminDialog({
  title,
  description,
  onClose,
  children,
  actions,
  busy = false,
}: AdminDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-smoke-900/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
        >
          <Dialog.Title className="text-xl font-semibold text-smoke-900">{title}</Dialog.Title>
          {description !== undefined ? (
            <Dialog.Description className="text-stone-700">{description}</Dialog.Description>
          ) : null}
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close
              disabled={busy}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-honey-700 bg-honey-50 px-5 py-2.5 font-semibold text-honey-900 hover:bg-honey-100 disabled:cursor-not-allowed disabled:opacity-70"
            >
              Cancelar
            </Dialog.Close>
            {actions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
