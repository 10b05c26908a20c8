import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { ProductList } from "~/components/admin/ProductList";
import { ProductTabForm } from "~/components/admin/ProductTabForm";
import { AvailabilityFilter, WaitingListNotice } from "~/components/admin/ProductAvailabilityTools";
import { parseAvailability } from "~/content/availability-states";
import { productsTabCopy as copy } from "~/content/admin";
import { productsCollection } from "~/controllers/admin-collections.server";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { MAX_PRODUCT_FORM_BYTES } from "~/controllers/form-images.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { siteFor } from "~/services/site/site.server";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { uploadMessages } from "~/validation/upload";
import { productFormSchema } from "~/validation/product";
import {
  resolvedImages,
  toAdminProduct,
  type ProductActionData,
} from "~/view/admin-product.server";
import {
  moveProductIntent,
  prepareProductSave,
  readWaitingNotice,
  waitingNoticeUrl,
} from "./admin._index.server";

/** Productos: the list (`?disponibilidad=` filters it), and the form or confirmation the URL asks for. */

const TAB_URL = "/admin";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

/** Where a saved product goes back to: the page its form was opened from (`returnTo`), else the tab. */
const returnPath = (value: unknown) => safeRedirectPath(value, TAB_URL);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const { catalog } = site;
  const [products, manifest] = await Promise.all([catalog.products(), catalog.imageManifest()]);
  const url = new URL(request.url);
  const returnTo = url.searchParams.get("returnTo");
  // `?disponibilidad=` filters by a state; anything else lists every product.
  const availability = parseAvailability(url.searchParams.get("disponibilidad"));
  return {
    products: products
      .filter((product) => !availability || product.availability === availability)
      .map((product) => toAdminProduct(product, manifest)),
    availability,
    waiting: await readWaitingNotice(site, url, products),
    // The page a card's 'Editar Producto' came from, to go back to after saving.
    returnTo: returnTo === null ? null : returnPath(returnTo),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    ...productsCollection,
    // The form's amount is in pesos (validation/product.ts).
    schema: productFormSchema,
    ...copy,
    tabUrl: TAB_URL,
    maxBodyBytes: MAX_PRODUCT_FORM_BYTES,
    tooLargeMessage: uploadMessages.tooLarge,
    prepare: prepareProductSave,
    keep: async (formData, site) => ({
      images: resolvedImages(
        formData.getAll("imageUrls").map(String),
        await site.catalog.imageManifest(),
      ),
    }),
    savedUrl: (formData) =>
      waitingNoticeUrl(formData, TAB_URL) ?? returnPath(formData.get("returnTo")),
    savedDescription: copy.saved,
    // A delete or a move has nothing typed to keep (docs/decisions/022-product-edits-and-ended-sessions.md).
    keptOnEndedSession: ["create", "update"],
    otherIntents: { move: moveProductIntent(TAB_URL) },
  });
}

export default function AdminProducts() {
  const { products, returnTo, availability, waiting } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProductActionData>();
  return (
    <AdminCrudTab
      copy={copy}
      tabUrl={TAB_URL}
      actionUrl={`${TAB_URL}?index`}
      items={products}
      nameOf={(product) => product.name}
      countInList
      renderForm={({ item }) => (
        <ProductTabForm product={item} actionData={actionData} returnTo={returnTo} />
      )}
      list={
        <div className="space-y-4">
          {waiting ? <WaitingListNotice {...waiting} /> : null}
          <AvailabilityFilter tabUrl={TAB_URL} availability={availability} />
          <ProductList products={products} />
        </div>
      }
    />
  );
}
