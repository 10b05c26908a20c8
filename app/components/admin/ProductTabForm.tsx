import { useNavigate } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/useHydrated";
import type { AdminProduct, ProductActionData } from "~/view/admin-product.server";
import { ProductForm } from "./ProductForm";
import { ProductFormDialog } from "./ProductFormDialog";

/**
 * The Productos tab's form: a dialog with JavaScript, a section of the page
 * without (its pictures then go in the multipart post). Closing it goes back
 * to `returnTo`, the page it was opened from, else the tab.
 */
export function ProductTabForm({
  product,
  actionData,
  returnTo,
}: {
  product: AdminProduct | null;
  actionData: ProductActionData | undefined;
  returnTo: string | null;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const backTo = returnTo ?? "/admin";
  if (hydrated) {
    return (
      <ProductFormDialog
        product={product}
        actionData={actionData}
        returnTo={returnTo}
        onClose={() => navigate(backTo, { preventScrollReset: true })}
      />
    );
  }
  return (
    <section
      aria-labelledby="producto-formulario-titulo"
      className="mb-6 rounded-2xl border border-honey-200 bg-white p-6 shadow"
    >
      <h3 id="producto-formulario-titulo" className="mb-4 text-xl font-bold text-smoke-900">
        {product ? "Editar Producto" : "Nuevo Producto"}
      </h3>
      <ProductForm
        product={product}
        actionData={actionData}
        enhanced={false}
        returnTo={returnTo}
        renderCancel={() => (
          <Button to={backTo} variant="secondary">
            Cancelar
          </Button>
        )}
      />
    </section>
  );
}
