/**
 * The Productos tab: its list (with resolved pictures) and its action
 * (create, update, delete, move), over the same catalog services as
 * /api/admin/products. In standalone mode the same checks run and every
 * write is simulated; a failure of storage answers 503 with `Retry-After`.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ImageManifest } from "~/content/image-manifest";
import { redirectWithToast } from "~/http/flash-toast.server";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { productImages } from "~/view/product-view.server";
import { readFormData } from "~/http/request-body.server";
import { requireAdminPage, sessionEndedAnswer } from "~/http/guards.server";
import { listProducts, reorderProducts, type PublicProduct } from "~/services/catalog.server";
import { asServiceError, isServiceError, notFound } from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import { siteFor, type Site, type WriteOutcome } from "~/services/site/site.server";
import { parseRecordId } from "~/shared/record-id";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { standaloneWriteToast } from "~/content/standalone";
import { FormImageError, storeFormImages } from "./form-images.server";
import { uploadMessages } from "~/validation/upload";
import { MAX_PRODUCT_IMAGES, productMessages, productSchema } from "~/validation/product";
import { failureData, storageUnavailableAnswer } from "~/http/failure-response.server";
import { serviceMessages } from "~/content/service-messages";
import { productsCollection as products } from "./admin-collections.server";
import { redirectAfterWrite } from "./redirect-after-write.server";
import { productsTabCopy } from "~/content/admin";

/** A product form without JavaScript may carry a few new pictures at once. */
export const MAX_PRODUCT_FORM_BYTES = 4 * MAX_UPLOAD_REQUEST_BYTES;

export interface AdminProductImage {
  url: string;
  image: ResolvedImage | null;
}

export interface AdminProduct extends Omit<PublicProduct, "imageUrls"> {
  imageUrls: string[];
  thumbnail: { image: ResolvedImage | null; alt: string };
  images: AdminProductImage[];
}

export function toAdminProduct(product: PublicProduct, manifest: ImageManifest): AdminProduct {
  const [first] = productImages(product, manifest);
  return {
    ...product,
    thumbnail: { image: first?.image ?? null, alt: first?.alt ?? product.name },
    images: product.imageUrls.map((url) => ({ url, image: resolveImage(url, manifest) })),
  };
}

export type ProductIntent = "create" | "update";

export interface ProductActionData {
  intent: ProductIntent;
  result: SubmissionResult<string[]>;
  /** The pictures the failed submission carried, resolved for the thumbnails. */
  images: AdminProductImage[];
}

/** The submitted fields with the kept and new pictures, and a main picture (the first if none). */
function productFields(formData: FormData, uploaded: string[]): FormData {
  const fields = new FormData();
  for (const [name, value] of formData.entries()) {
    if (name === "newImages" || name === "imageUrls" || name === "mainImageUrl") continue;
    if (typeof value === "string") fields.append(name, value);
  }
  const kept = formData
    .getAll("imageUrls")
    .filter((value): value is string => typeof value === "string");
  const imageUrls = [...new Set([...kept, ...uploaded].map((url) => url.trim()).filter(Boolean))];
  for (const url of imageUrls) fields.append("imageUrls", url);
  const chosen = formData.get("mainImageUrl");
  const main = typeof chosen === "string" && imageUrls.includes(chosen) ? chosen : imageUrls[0];
  if (main) fields.set("mainImageUrl", main);
  return fields;
}

/** The product form with JavaScript holds text only: its pictures are uploaded apart. */
const PRODUCT_TEXT_FORM_BYTES = 1024 * 1024;

/**
 * Whether the post is the product form's save (create or update), whose
 * values a session-ended answer keeps; a delete or a move has nothing to keep.
 */
async function isProductSave(request: Request): Promise<boolean> {
  try {
    const intent = (await readFormData(request, PRODUCT_TEXT_FORM_BYTES)).get("intent");
    return intent === "create" || intent === "update";
  } catch (error) {
    if (isServiceError(error)) return false;
    throw error;
  }
}

/**
 * Where a saved product goes back to: the page its form was opened from
 * (`returnTo`, e.g. /products), else the Productos tab.
 */
export function productReturnPath(value: unknown): string {
  return safeRedirectPath(value, "/admin");
}

/** What a write answers when D1 fails: the connection-error screen, 503. */
function storageUnavailable(error: unknown, what: string) {
  asServiceError(error, what);
  return storageUnavailableAnswer();
}

async function saveProduct(
  context: AppLoadContext,
  site: Site,
  intent: ProductIntent,
  formData: FormData,
  manifest: ImageManifest,
) {
  const { env } = context.cloudflare;
  const resolved = (urls: string[]) =>
    urls.map((url) => ({ url, image: resolveImage(url, manifest) }));
  let uploaded: string[] = [];
  try {
    uploaded = await storeFormImages(site, formData, "newImages", {
      max: MAX_PRODUCT_IMAGES,
      tooMany: productMessages.tooManyImages,
      invalidType: uploadMessages.invalidTypeProductForm,
    });
  } catch (error) {
    if (!(error instanceof FormImageError)) throw error;
    const fields = productFields(formData, error.stored);
    const submission = parseWithZod(fields, { schema: productSchema });
    const body: ProductActionData = {
      intent,
      result: submission.reply({ formErrors: [error.message] }),
      images: resolved(fields.getAll("imageUrls").map(String)),
    };
    return failureData(body, error);
  }
  const fields = productFields(formData, uploaded);
  const images = resolved(fields.getAll("imageUrls").map(String));
  const submission = parseWithZod(fields, { schema: productSchema });
  if (submission.status !== "success") {
    const body: ProductActionData = { intent, result: submission.reply(), images };
    return data(body, { status: 400 });
  }
  const input = submission.value;
  let outcome: WriteOutcome<unknown, unknown>;
  try {
    const id = intent === "update" ? parseRecordId(formData.get("id")) : null;
    if (intent === "update" && !id) throw notFound(products.notFoundMessage);
    outcome = await site.save(input, id, (db) =>
      id ? products.update(db, id, input) : products.create(db, input),
    );
  } catch (error) {
    const failure = asServiceError(error, `Product ${intent}`);
    const body: ProductActionData = {
      intent,
      result: submission.reply({ formErrors: [failure.message] }),
      images,
    };
    return failureData(body, failure);
  }
  return redirectAfterWrite(
    productReturnPath(formData.get("returnTo")),
    outcome,
    {
      type: "success",
      title: intent === "create" ? productsTabCopy.created : productsTabCopy.updated,
      description: productsTabCopy.saved,
    },
    env,
  );
}

async function removeProduct(context: AppLoadContext, site: Site, formData: FormData) {
  const { env } = context.cloudflare;
  const id = parseRecordId(formData.get("id"));
  let outcome: WriteOutcome<unknown, unknown>;
  try {
    if (!id) throw notFound(products.notFoundMessage);
    outcome = await site.write({ id }, (db) => products.remove(db, id));
  } catch (error) {
    if (!isServiceError(error)) throw storageUnavailable(error, "Product delete");
    return redirectWithToast(
      "/admin",
      { type: "error", title: productsTabCopy.deleteFailed, description: error.message },
      env,
    );
  }
  return redirectAfterWrite(
    "/admin",
    outcome,
    { type: "success", title: productsTabCopy.deleted },
    env,
  );
}

/** 'Subir' / 'Bajar': swaps the product with its neighbour and stores the new order. */
async function moveProduct(context: AppLoadContext, site: Site, formData: FormData) {
  const id = parseRecordId(formData.get("id"));
  const direction = formData.get("direction") === "up" ? "up" : "down";
  let outcome: WriteOutcome<unknown, unknown>;
  try {
    outcome = await site.write({ id, direction }, async (db) => {
      const ids = (await listProducts(db)).map((product) => product.id);
      const index = id ? ids.indexOf(id) : -1;
      const target = index + (direction === "up" ? -1 : 1);
      const other = ids[target];
      if (index < 0 || other === undefined || !id) return;
      ids[target] = id;
      ids[index] = other;
      await reorderProducts(db, ids);
    });
  } catch (error) {
    if (isServiceError(error)) throw data(error.message, { status: error.status });
    throw storageUnavailable(error, "Product move");
  }
  // A real move needs no toast: the list shows the new order.
  if (outcome.simulated) {
    return redirectWithToast("/admin", standaloneWriteToast, context.cloudflare.env);
  }
  return redirect("/admin");
}

async function productsAction(request: Request, context: AppLoadContext) {
  const site = siteFor(context);
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_PRODUCT_FORM_BYTES);
  } catch (error) {
    if (isServiceError(error)) {
      throw data(error.status === 413 ? uploadMessages.tooLarge : error.message, {
        status: error.status,
      });
    }
    throw error;
  }
  const intent = formData.get("intent");
  if (intent === "create" || intent === "update") {
    return saveProduct(context, site, intent, formData, await site.catalog.imageManifest());
  }
  if (intent === "delete") return removeProduct(context, site, formData);
  if (intent === "move") return moveProduct(context, site, formData);
  throw data(serviceMessages.invalidAction, { status: 400 });
}

/**
 * The Productos tab's action. A save its script posts after the session
 * ended answers 401 and the form keeps what was typed
 * (docs/decisions/022-product-edits-and-ended-sessions.md); anything else
 * without a session (a delete, a move) goes to the sign-in page.
 */
export async function productsPageAction(request: Request, context: AppLoadContext) {
  const ended = await sessionEndedAnswer(request, context);
  if (ended && (await isProductSave(request))) return ended;
  await requireAdminPage(context);
  return productsAction(request, context);
}
