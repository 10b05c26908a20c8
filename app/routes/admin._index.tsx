import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { ProductList } from "~/components/admin/ProductList";
import { ProductTabForm } from "~/components/admin/ProductTabForm";
import { productsTabCopy as copy } from "~/content/admin";
import { standaloneWriteToast } from "~/content/standalone";
import { productsCollection } from "~/controllers/admin-collections.server";
import { handleAdminCrud, type OtherIntent } from "~/controllers/admin-crud.server";
import {
  FormImageError,
  MAX_PRODUCT_FORM_BYTES,
  storeFormImages,
} from "~/controllers/form-images.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { storageUnavailableAnswer } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { listProducts, reorderProducts } from "~/services/catalog.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import { siteFor, type Site } from "~/services/site/site.server";
import { parseRecordId } from "~/shared/record-id";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { MAX_PRODUCT_IMAGES, productMessages } from "~/validation/product";
import { uploadMessages } from "~/validation/upload";
import {
  resolvedImages,
  toAdminProduct,
  type ProductActionData,
} from "~/view/admin-product.server";

/** Productos: the list, and the form or confirmation the URL asks for. */

const TAB_URL = "/admin";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

/** Where a saved product goes back to: the page its form was opened from (`returnTo`), else the tab. */
const returnPath = (value: unknown) => safeRedirectPath(value, TAB_URL);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const { catalog } = siteFor(context);
  const [products, manifest] = await Promise.all([catalog.products(), catalog.imageManifest()]);
  const url = new URL(request.url);
  const returnTo = url.searchParams.get("returnTo");
  return {
    products: products.map((product) => toAdminProduct(product, manifest)),
    // The page a card's 'Editar Producto' came from, to go back to after saving.
    returnTo: returnTo === null ? null : returnPath(returnTo),
  };
}

/**
 * The form's pictures: the ones it keeps (`imageUrls`), then the files it
 * sent without JavaScript (`newImages`, stored like uploads), and the main
 * one (the first if none was chosen). Files stored before a refused one are
 * kept on the form.
 */
async function storeProductImages(formData: FormData, site: Site): Promise<void> {
  let uploaded: string[];
  try {
    uploaded = await storeFormImages(site, formData, "newImages", {
      max: MAX_PRODUCT_IMAGES,
      tooMany: productMessages.tooManyImages,
      invalidType: uploadMessages.invalidTypeProductForm,
    });
  } catch (error) {
    if (error instanceof FormImageError) setImages(formData, error.stored);
    throw error;
  }
  setImages(formData, uploaded);
}

function setImages(formData: FormData, uploaded: string[]): void {
  const kept = formData
    .getAll("imageUrls")
    .filter((value): value is string => typeof value === "string");
  const imageUrls = [...new Set([...kept, ...uploaded].map((url) => url.trim()).filter(Boolean))];
  formData.delete("imageUrls");
  for (const url of imageUrls) formData.append("imageUrls", url);
  const chosen = formData.get("mainImageUrl");
  const main = typeof chosen === "string" && imageUrls.includes(chosen) ? chosen : imageUrls[0];
  formData.delete("mainImageUrl");
  if (main) formData.set("mainImageUrl", main);
}

/** 'Subir' / 'Bajar': swaps the product with its neighbour and stores the new order. */
const moveProduct: OtherIntent = async (formData, site, env) => {
  const id = parseRecordId(formData.get("id"));
  const direction = formData.get("direction") === "up" ? "up" : "down";
  let simulated: boolean;
  try {
    const outcome = await site.write({ id, direction }, async (db) => {
      const ids = (await listProducts(db)).map((product) => product.id);
      const index = id ? ids.indexOf(id) : -1;
      const target = index + (direction === "up" ? -1 : 1);
      const other = ids[target];
      if (index < 0 || other === undefined || !id) return;
      ids[target] = id;
      ids[index] = other;
      await reorderProducts(db, ids);
    });
    simulated = outcome.simulated;
  } catch (error) {
    if (isServiceError(error)) throw data(error.message, { status: error.status });
    asServiceError(error, "Product move");
    throw storageUnavailableAnswer();
  }
  // A real move needs no toast: the list shows the new order.
  return simulated ? redirectWithToast(TAB_URL, standaloneWriteToast, env) : redirect(TAB_URL);
};

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    ...productsCollection,
    ...copy,
    tabUrl: TAB_URL,
    maxBodyBytes: MAX_PRODUCT_FORM_BYTES,
    tooLargeMessage: uploadMessages.tooLarge,
    prepare: storeProductImages,
    keep: async (formData, site) => ({
      images: resolvedImages(
        formData.getAll("imageUrls").map(String),
        await site.catalog.imageManifest(),
      ),
    }),
    savedUrl: (formData) => returnPath(formData.get("returnTo")),
    savedDescription: copy.saved,
    // A delete or a move has nothing typed to keep (docs/decisions/022-product-edits-and-ended-sessions.md).
    keptOnEndedSession: ["create", "update"],
    otherIntents: { move: moveProduct },
  });
}

export default function AdminProducts() {
  const { products, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProductActionData>();
  return (
    <AdminCrudTab
      title={copy.title}
      addLabel={copy.addLabel}
      tabUrl={TAB_URL}
      actionUrl={`${TAB_URL}?index`}
      items={products}
      actionData={actionData}
      nameOf={(product) => product.name}
      countInList
      renderForm={({ item }) => (
        <ProductTabForm product={item} actionData={actionData} returnTo={returnTo} />
      )}
      list={<ProductList products={products} />}
    />
  );
}
