/**
 * The Productos tab: its list (with resolved pictures) and its action
 * (create, update, delete, move), over the same catalog services as
 * /api/admin/products.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ImageManifest } from "~/content/image-manifest";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { resolveImage, type ResolvedImage } from "~/lib/image-resolution";
import { productImages } from "~/lib/product-view.server";
import { readFormData } from "~/lib/request-body.server";
import {
  createProduct,
  deleteProduct,
  listProducts,
  reorderProducts,
  type PublicProduct,
} from "~/services/catalog.server";
import { updateProduct } from "~/services/catalog.server";
import { isServiceError } from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES, uploadImage } from "~/services/images.server";
import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";
import { productSchema } from "~/validation/product";

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
async function uploadNewImages(env: Env, formData: FormData): Promise<string[]> {
  const files = formData
    .getAll("newImages")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  const urls: string[] = [];
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) throw new UploadError(uploadMessages.tooLarge, 413);
    try {
      const uploaded = await uploadImage(env, new Uint8Array(await file.arrayBuffer()));
      urls.push(uploaded.imageUrl);
    } catch (error) {
      if (isServiceError(error)) throw new UploadError(error.message, error.status);
      throw error;
    }
  }
  return urls;
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
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

async function saveProduct(
  context: AppLoadContext,
  intent: ProductIntent,
  formData: FormData,
  manifest: ImageManifest,
) {
  const { env } = context.cloudflare;
  const resolved = (urls: string[]) =>
    urls.map((url) => ({ url, image: resolveImage(url, manifest) }));
  let uploaded: string[] = [];
  try {
    uploaded = await uploadNewImages(env, formData);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const fields = productFields(formData, []);
    const submission = parseWithZod(fields, { schema: productSchema });
    const body: ProductActionData = {
      intent,
      result: submission.reply({ formErrors: [error.message] }),
      images: resolved(fields.getAll("imageUrls").map(String)),
    };
    return data(body, { status: error.status === 413 ? 413 : 400 });
  }
  const fields = productFields(formData, uploaded);
  const images = resolved(fields.getAll("imageUrls").map(String));
  const submission = parseWithZod(fields, { schema: productSchema });
  if (submission.status !== "success") {
    const body: ProductActionData = { intent, result: submission.reply(), images };
    return data(body, { status: 400 });
  }
  try {
    if (intent === "create") {
      await createProduct(context.db, submission.value);
    } else {
      const id = positiveId(formData.get("id"));
      if (!id) throw new UploadError("Producto no encontrado", 404);
      await updateProduct(context.db, id, submission.value);
    }
  } catch (error) {
    const known = isServiceError(error) || error instanceof UploadError;
    if (!known) throw error;
    const body: ProductActionData = {
      intent,
      result: submission.reply({ formErrors: [error.message] }),
      images,
    };
    return data(body, { status: error.status });
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

async function removeProduct(context: AppLoadContext, formData: FormData) {
  const { env } = context.cloudflare;
  const id = positiveId(formData.get("id"));
  try {
    if (!id) throw new UploadError("Producto no encontrado", 404);
    await deleteProduct(context.db, id);
  } catch (error) {
    if (!isServiceError(error) && !(error instanceof UploadError)) throw error;
    return redirectWithToast(
      "/admin",
      { type: "error", title: "No se pudo eliminar el producto", description: error.message },
      env,
    );
  }
  return redirectWithToast("/admin", { type: "success", title: "Producto eliminado" }, env);
}

/** 'Subir' / 'Bajar': swaps the product with its neighbour and stores the new order. */
async function moveProduct(context: AppLoadContext, formData: FormData) {
  const id = positiveId(formData.get("id"));
  const step = formData.get("direction") === "up" ? -1 : 1;
  const ids = (await listProducts(context.db)).map((product) => product.id);
  const index = id ? ids.indexOf(id) : -1;
  const target = index + step;
  const other = ids[target];
  if (index >= 0 && other !== undefined && id) {
    ids[target] = id;
    ids[index] = other;
    await reorderProducts(context.db, ids);
  }
  return redirect("/admin");
}

export async function productsAction(
  request: Request,
  context: AppLoadContext,
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
    return saveProduct(context, intent, formData, await manifest());
  }
  if (intent === "delete") return removeProduct(context, formData);
  if (intent === "move") return moveProduct(context, formData);
  throw data("Acción no válida", { status: 400 });
}
