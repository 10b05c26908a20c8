import * as Dialog from "@radix-ui/react-dialog";
import type { FetcherWithComponents } from "@remix-run/react";
import { Icon } from "~/components/Icon";
import { LoadingSpinner } from "~/components/LoadingSpinner";
import { Button } from "~/components/ui/Button";
import type { AdminProduct, ProductActionData } from "~/view/admin-product.server";
import { ProductForm } from "./ProductForm";

/** The product form in a dialog (with JavaScript); its title names the mode. */
export function ProductFormDialog({
  product,
  actionData,
  onClose,
  returnTo = null,
  fetcher,
  loading = false,
  opener,
}: {
  product: AdminProduct | null;
  actionData?: ProductActionData;
  onClose: () => void;
  /** Where a successful save goes back to. */
  returnTo?: string | null;
  /** Saves through this fetcher (a form opened on another page than /admin). */
  fetcher?: FetcherWithComponents<unknown>;
  /** The product to edit is still being read. */
  loading?: boolean;
  /**
   * "itself": what opened the dialog gives itself the focus back when it
   * closes (ProductEditLink), so Radix does not: moved a moment later to what
   * held the focus when the dialog opened, it could take it from the link.
   */
  opener?: "itself";
}) {
  const title = product || loading ? "Editar Producto" : "Nuevo Producto";
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-smoke-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={opener === "itself" ? (event) => event.preventDefault() : undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-honey-200 px-6 py-4">
            <Dialog.Title className="text-2xl font-bold text-smoke-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-honey-900 hover:bg-honey-100"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-4">
            {loading ? (
              <LoadingSpinner label="Cargando producto..." />
            ) : (
              <ProductForm
                key={product?.id ?? "new"}
                product={product}
                actionData={actionData}
                enhanced
                returnTo={returnTo}
                fetcher={fetcher}
                renderCancel={(disabled) => (
                  <Button variant="secondary" onClick={onClose} disabled={disabled}>
                    Cancelar
                  </Button>
                )}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
