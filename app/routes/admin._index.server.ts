/** The Productos tab's own server code: its pictures and its 'Subir' / 'Bajar'. */
import { data, redirect } from "@remix-run/cloudflare";
import { standaloneWriteToast } from "~/content/standalone";
import type { OtherIntent } from "~/controllers/admin-crud.server";
import { FormImageError, storeFormImages } from "~/controllers/form-images.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { storageUnavailableAnswer } from "~/http/failure-response.server";
import { moveProduct } from "~/services/catalog.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import type { Site } from "~/services/site/site.server";
import { parseRecordId } from "~/shared/record-id";
import { MAX_PRODUCT_IMAGES, productMessages } from "~/validation/product";
import { uploadMessages } from "~/validation/upload";

/**
 * The form's pictures: the ones it keeps (`imageUrls`), then the files it
 * sent without JavaScript (`newImages`, stored like uploads), and the main
 * one (the first if none was chosen). Files stored before a refused one are
 * kept on the form.
 */
export async function storeProductImages(formData: FormData, site: Site): Promise<void> {
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

/** 'Subir' / 'Bajar' (the `move` intent), back to the tab at `tabUrl`. */
export const moveProductIntent =
  (tabUrl: string): OtherIntent =>
  async (formData, site, env) => {
    const id = parseRecordId(formData.get("id"));
    const direction = formData.get("direction") === "up" ? "up" : "down";
    let simulated: boolean;
    try {
      const outcome = await site.write({ id, direction }, (db) => moveProduct(db, id, direction));
      simulated = outcome.simulated;
    } catch (error) {
      if (isServiceError(error)) throw data(error.message, { status: error.status });
      asServiceError(error, "Product move");
      throw storageUnavailableAnswer();
    }
    // A real move needs no toast: the list shows the new order.
    return simulated ? redirectWithToast(tabUrl, standaloneWriteToast, env) : redirect(tabUrl);
  };
