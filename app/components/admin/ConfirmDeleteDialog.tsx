import * as Dialog from "@radix-ui/react-dialog";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/Button";

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item's name, shown in the title: '¿Eliminar «name»?'. */
  itemName: string;
  /** A line under the title; defaults to 'Esta acción no se puede deshacer.'. */
  description?: ReactNode;
  /** Hidden fields posted by 'Eliminar', e.g. `{ intent: "delete", id: "3" }`. */
  fields: Record<string, string>;
  /** Where the form posts; the current route's action by default. */
  action?: string;
  /** Overrides the pending state (by default: a navigation submitting these fields). */
  pending?: boolean;
}

/**
 * The confirmation before a delete (Radix dialog, with JavaScript). Its
 * 'Eliminar' button submits a plain form with `fields`, so the route's action
 * does the work and answers with a redirect and a toast.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  itemName,
  description = "Esta acción no se puede deshacer.",
  fields,
  action,
  pending,
}: ConfirmDeleteDialogProps) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  const busy = pending ?? submitting;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-smoke-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-smoke-900">
            ¿Eliminar «{itemName}»?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{description}</Dialog.Description>
          <Form
            method="post"
            action={action}
            className="mt-6 flex flex-wrap justify-end gap-3"
            onSubmit={(event) => event.stopPropagation()}
          >
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancelar
              </Button>
            </Dialog.Close>
            <Button type="submit" pending={busy} pendingLabel="Eliminando...">
              Eliminar
            </Button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
