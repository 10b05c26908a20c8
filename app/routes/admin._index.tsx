import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDeleteDialog";
import { ConfirmDeleteStep } from "~/components/admin/ConfirmDeleteStep";
import { ProductForm } from "~/components/admin/ProductForm";
import { ProductFormDialog } from "~/components/admin/ProductFormDialog";
import { ProductList } from "~/components/admin/ProductList";
import {
  dialogFallbackProps,
  dialogOpenerProps,
  useAdminDialogFocus,
} from "~/components/admin/useAdminDialogFocus";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/useHydrated";
import {
  productReturnPath,
  productsPageAction,
  toAdminProduct,
  type ProductActionData,
} from "~/controllers/admin-products.server";
import type { SessionEndedAnswer } from "~/shared/session-ended";
import { siteFor } from "~/services/site/site.server";
import { adminParams, idParam } from "~/shared/admin-crud";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";

/** Productos: the list, and the form or confirmation the URL asks for. */

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const { catalog } = siteFor(context);
  const [products, manifest] = await Promise.all([catalog.products(), catalog.imageManifest()]);
  const url = new URL(request.url);
  const returnTo = url.searchParams.get("returnTo");
  return {
    products: products.map((product) => toAdminProduct(product, manifest)),
    creating: url.searchParams.get("nuevo") === "1",
    editingId: idParam(url.searchParams, "editar") ?? idParam(url.searchParams, "edit"),
    deletingId: idParam(url.searchParams, "eliminar"),
    // The page a card's 'Editar Producto' came from, to go back to after saving.
    returnTo: returnTo === null ? null : productReturnPath(returnTo),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return productsPageAction(request, context);
}

export default function AdminProducts() {
  const { products, creating, editingId, deletingId, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProductActionData | SessionEndedAnswer>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const editing = editingId === null ? null : (products.find((p) => p.id === editingId) ?? null);
  const deleting = deletingId === null ? null : (products.find((p) => p.id === deletingId) ?? null);
  // A failed save re-renders the form it came from, whatever the URL says.
  const formOpen = creating || editing !== null || actionData !== undefined;
  const formProduct = editing ?? null;
  const closeForm = () => navigate("/admin", { preventScrollReset: true });
  useAdminDialogFocus(
    formOpen
      ? { param: formProduct ? adminParams.edit : adminParams.create, id: formProduct?.id ?? null }
      : deleting
        ? { param: adminParams.remove, id: deleting.id }
        : null,
    products.map((product) => product.id),
  );
  const closeProductForm = () => navigate(returnTo ?? "/admin", { preventScrollReset: true });

  return (
    <section aria-labelledby="productos-titulo">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="productos-titulo"
          {...dialogFallbackProps}
          className="text-2xl font-bold text-smoke-900"
        >
          Productos
        </h2>
        <Button to="?nuevo=1" preventScrollReset {...dialogOpenerProps(adminParams.create)}>
          Agregar producto
        </Button>
      </div>
      {formOpen && !hydrated ? (
        <section
          aria-labelledby="producto-formulario-titulo"
          className="mb-6 rounded-2xl border border-honey-200 bg-white p-6 shadow"
        >
          <h3 id="producto-formulario-titulo" className="mb-4 text-xl font-bold text-smoke-900">
            {formProduct ? "Editar Producto" : "Nuevo Producto"}
          </h3>
          <ProductForm
            product={formProduct}
            actionData={actionData}
            enhanced={false}
            returnTo={returnTo}
            renderCancel={() => (
              <Button to={returnTo ?? "/admin"} variant="secondary">
                Cancelar
              </Button>
            )}
          />
        </section>
      ) : null}
      {formOpen && hydrated ? (
        <ProductFormDialog
          product={formProduct}
          actionData={actionData}
          returnTo={returnTo}
          onClose={closeProductForm}
        />
      ) : null}
      {deleting && !hydrated ? (
        <ConfirmDeleteStep
          itemName={deleting.name}
          fields={{ intent: "delete", id: String(deleting.id) }}
          cancelTo="/admin"
        />
      ) : null}
      {deleting && hydrated ? (
        <ConfirmDeleteDialog
          open
          onOpenChange={(open) => (open ? undefined : closeForm())}
          itemName={deleting.name}
          fields={{ intent: "delete", id: String(deleting.id) }}
        />
      ) : null}
      <ProductList products={products} />
    </section>
  );
}
