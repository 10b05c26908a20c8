/** The Productos tab's own server code: its pictures and its 'Subir' / 'Bajar'. */
import { data, redirect } from "@remix-run/cloudflare";
import { canBeOrdered, parseAvailability } from "~/content/availability-states";
import { REQUESTS_PATH } from "~/content/request-inbox";
import { serviceMessages } from "~/content/service-messages";
import { standaloneWriteToast } from "~/content/standalone";
import type { OtherIntent } from "~/controllers/admin-crud.server";
import { FormImageError, storeFormImages } from "~/controllers/form-images.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { storageUnavailableAnswer } from "~/http/failure-response.server";
import { moveProduct } from "~/services/catalog.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import type { Site } from "~/services/site/site.server";
import { parseRecordId } from "~/shared/record-id";
import { MAX_PRODUCT_IMAGES, STOCK_SHOWN_FIELD, productMessages } from "~/validation/product";
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

/** Set by `prepareProductSave` alone (a posted one is dropped): how many wait for the product. */
const WAITING_FIELD = "waitingCount";

/**
 * An edit that leaves the stock as its form showed it keeps the stored
 * count: orders placed while the form was open took units from it
 * (docs/decisions/030-prices-and-stock.md), and the form's number would put
 * them back. A stock the owner typed is a count, and is stored.
 */
async function keepStockCountedMeanwhile(
  formData: FormData,
  site: Site,
  id: number,
  stockShown: FormDataEntryValue | null,
): Promise<void> {
  const typed = formData.get("stock");
  if (typeof stockShown !== "string" || typeof typed !== "string") return;
  if (typed.trim() !== stockShown.trim()) return;
  const stored = (await site.catalog.products()).find((product) => product.id === id);
  if (stored) formData.set("stock", stored.stock === null ? "" : String(stored.stock));
}

/**
 * Before a product's save: its pictures, and, when an edit makes it
 * available, how many people are still on its waiting list
 * (docs/decisions/025-availability-and-waiting-list.md).
 */
export async function prepareProductSave(formData: FormData, site: Site): Promise<void> {
  formData.delete(WAITING_FIELD);
  await storeProductImages(formData, site);
  const id = parseRecordId(formData.get("id"));
  const stockShown = formData.get(STOCK_SHOWN_FIELD);
  formData.delete(STOCK_SHOWN_FIELD);
  if (id === null || formData.get("intent") !== "update") return;
  await keepStockCountedMeanwhile(formData, site, id, stockShown);
  const availability = parseAvailability(formData.get("availability"));
  if (availability === null || !canBeOrdered(availability)) return;
  // At 0 units it is stored sold out (docs/decisions/030-prices-and-stock.md).
  const stock = String(formData.get("stock") ?? "").trim();
  if (stock !== "" && Number(stock) === 0) return;
  const waiting = await site.inbox.waitingCount(id);
  if (waiting) formData.set(WAITING_FIELD, String(waiting));
}

/** The query that asks the tab to say who waits for a product made available again. */
export const WAITING_PARAM = "esperan";

/** After a save that made a product with a waiting list available: the tab, saying so. */
export function waitingNoticeUrl(formData: FormData, tabUrl: string): string | null {
  const id = parseRecordId(formData.get("id"));
  if (id === null || !formData.get(WAITING_FIELD)) return null;
  return `${tabUrl}?${WAITING_PARAM}=${id}`;
}

/** What the tab says after such a save: how many wait, and the link to their entries. */
export async function readWaitingNotice(
  site: Site,
  url: URL,
  products: readonly { id: number; name: string }[],
): Promise<{ productName: string; count: number; href: string } | null> {
  const id = parseRecordId(url.searchParams.get(WAITING_PARAM));
  const product = id === null ? undefined : products.find((candidate) => candidate.id === id);
  if (!product) return null;
  const count = await site.inbox.waitingCount(product.id);
  if (!count) return null;
  return {
    productName: product.name,
    count,
    href: `${REQUESTS_PATH}?kind=waitlist&status=nueva&productId=${product.id}`,
  };
}

/** 'Subir' / 'Bajar' (the `move` intent), back to the tab at `tabUrl`. */
export const moveProductIntent =
  (tabUrl: string): OtherIntent =>
  async (formData, site, env) => {
    const id = parseRecordId(formData.get("id"));
    const direction = formData.get("direction");
    // Only the two buttons' values: anything else moves nothing.
    if (direction !== "up" && direction !== "down") {
      throw data(serviceMessages.invalidAction, { status: 400 });
    }
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
