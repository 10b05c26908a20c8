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
import { storeAdminImage } from "~/controllers/admin-images.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { AdminAccess } from "~/http/guards.server";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { productImages } from "~/view/product-view.server";
import { readFormData } from "~/http/request-body.server";
import {
  createProduct,
  deleteProduct,
  listProducts,
  reorderProducts,
  updateProduct,
  type PublicProduct,
} from "~/services/catalog.server";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  asServiceError,
  isServiceError,
} from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import {
  offlineWriteToast,
  simulateOfflineSave,
  simulateOfflineWrite,
} from "~/services/offline-writes.server";
import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";
import { MAX_PRODUCT_IMAGES, productMessages, productSchema } from "~/validation/product";

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

function positiveId(value: FormDataEntryValue | null): number | null {
  const id = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : null;
}

/** The files of `newImages` (no-JavaScript form), each checked and stored like /api/admin/upload. */
async function uploadNewImages(
  access: AdminAccess,
  env: Env,
  formData: FormData,
): Promise<string[]> {
  const files = formData
    .getAll("newImages")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  // Counted before any is stored: many tiny files would each cost a write.
  if (files.length > MAX_PRODUCT_IMAGES) throw new UploadError(productMessages.tooManyImages, 400);
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
    throw new UploadError(uploadMessages.tooLarge, 413);
  }
  const urls: string[] = [];
  for (const file of files) {
    try {
      const uploaded = await storeAdminImage(access, env, new Uint8Array(await file.arrayBuffer()));
      urls.push(uploaded.imageUrl);
    } catch (error) {
      if (isServiceError(error)) {
        throw new UploadError(error.message, error.status, urls, error.details.retryAfterSeconds);
      }
      throw error;
    }
  }
  return urls;
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The pictures stored before this one failed: the form keeps them. */
    readonly uploaded: string[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
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

/** What a write answers when D1 fails: the connection-error screen, 503. */
function storageUnavailable(error: unknown, what: string) {
  asServiceError(error, what);
  return data(STORAGE_UNAVAILABLE, {
    status: 503,
    headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) },
  });
}

async function saveProduct(
  context: AppLoadContext,
  access: AdminAccess,
  intent: ProductIntent,
  formData: FormData,
  manifest: ImageManifest,
) {
  const { env } = context.cloudflare;
  const resolved = (urls: string[]) =>
    urls.map((url) => ({ url, image: resolveImage(url, manifest) }));
  let uploaded: string[] = [];
  try {
    uploaded = await uploadNewImages(access, env, formData);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const fields = productFields(formData, error.uploaded);
    const submission = parseWithZod(fields, { schema: productSchema });
    const body: ProductActionData = {
      intent,
      result: submission.reply({ formErrors: [error.message] }),
      images: resolved(fields.getAll("imageUrls").map(String)),
    };
    const retry: Record<string, string> =
      error.retryAfterSeconds === undefined
        ? {}
        : { "Retry-After": String(error.retryAfterSeconds) };
    return data(body, { status: error.status, headers: retry });
  }
  const fields = productFields(formData, uploaded);
  const images = resolved(fields.getAll("imageUrls").map(String));
  const submission = parseWithZod(fields, { schema: productSchema });
  if (submission.status !== "success") {
    const body: ProductActionData = { intent, result: submission.reply(), images };
    return data(body, { status: 400 });
  }
  try {
    const id = intent === "update" ? positiveId(formData.get("id")) : null;
    if (intent === "update" && !id) throw new UploadError("Producto no encontrado", 404);
    if (access.mode === "standalone") {
      await simulateOfflineSave(submission.value, id);
      return redirectWithToast("/admin", offlineWriteToast, env);
    }
    if (id) await updateProduct(context.db, id, submission.value);
    else await createProduct(context.db, submission.value);
    context.markContentChanged();
  } catch (error) {
    const failure =
      error instanceof UploadError ? error : asServiceError(error, `Product ${intent}`);
    const body: ProductActionData = {
      intent,
      result: submission.reply({ formErrors: [failure.message] }),
      images,
    };
    const retry: Record<string, string> =
      failure.status === 503 ? { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } : {};
    return data(body, { status: failure.status, headers: retry });
  }
  return redirectWithToast(
    "/admin",
    {
      type: "success",
      title: intent === "create" ? "Producto creado" : "Producto actualizado",
      description: "Los cambios han sido guardados exitosamente.",
    },
    env,
  );
}

async function removeProduct(context: AppLoadContext, access: AdminAccess, formData: FormData) {
  const { env } = context.cloudflare;
  const id = positiveId(formData.get("id"));
  try {
    if (!id) throw new UploadError("Producto no encontrado", 404);
    if (access.mode === "standalone") {
      await simulateOfflineWrite({ id });
      return redirectWithToast("/admin", offlineWriteToast, env);
    }
    await deleteProduct(context.db, id);
    context.markContentChanged();
  } catch (error) {
    if (!isServiceError(error) && !(error instanceof UploadError)) {
      throw storageUnavailable(error, "Product delete");
    }
    return redirectWithToast(
      "/admin",
      { type: "error", title: "No se pudo eliminar el producto", description: error.message },
      env,
    );
  }
  return redirectWithToast("/admin", { type: "success", title: "Producto eliminado" }, env);
}

/** 'Subir' / 'Bajar': swaps the product with its neighbour and stores the new order. */
async function moveProduct(context: AppLoadContext, access: AdminAccess, formData: FormData) {
  const id = positiveId(formData.get("id"));
  const direction = formData.get("direction") === "up" ? "up" : "down";
  if (access.mode === "standalone") {
    await simulateOfflineWrite({ id, direction });
    return redirectWithToast("/admin", offlineWriteToast, context.cloudflare.env);
  }
  try {
    const ids = (await listProducts(context.db)).map((product) => product.id);
    const index = id ? ids.indexOf(id) : -1;
    const target = index + (direction === "up" ? -1 : 1);
    const other = ids[target];
    if (index >= 0 && other !== undefined && id) {
      ids[target] = id;
      ids[index] = other;
      await reorderProducts(context.db, ids);
      context.markContentChanged();
    }
  } catch (error) {
    if (isServiceError(error)) throw data(error.message, { status: error.status });
    throw storageUnavailable(error, "Product move");
  }
  return redirect("/admin");
}

export async function productsAction(
  request: Request,
  context: AppLoadContext,
  access: AdminAccess,
  manifest: () => Promise<ImageManifest>,
) {
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
    return saveProduct(context, access, intent, formData, await manifest());
  }
  if (intent === "delete") return removeProduct(context, access, formData);
  if (intent === "move") return moveProduct(context, access, formData);
  throw data("Acción no válida", { status: 400 });
}
