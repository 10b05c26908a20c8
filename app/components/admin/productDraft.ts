import { DEFAULT_AVAILABILITY } from "~/content/availability-states";
import type { AdminProduct } from "~/view/admin-product.server";
import { resolveImage } from "~/view/image-resolution";
import type { FieldImage } from "./ProductImagesField";

/**
 * What an admin typed in a product form whose save met an ended session,
 * kept in the browser (localStorage, so a sign-in in another tab finds it)
 * until the next save of that form. Keyed by product id, or "new"
 * (docs/decisions/022-product-edits-and-ended-sessions.md).
 */

const PREFIX = "mp-product-draft:";
/** An older draft is left alone: it was forgotten, not lost a moment ago. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The form's own plumbing, not the admin's words. */
const SKIPPED = new Set(["intent", "id", "returnTo", "newImages"]);

export interface ProductDraft {
  /** Every text field and ticked box, by name, as the form posted them. */
  values: Record<string, string>;
  imageUrls: string[];
}

const keyOf = (productId: number | null) => `${PREFIX}${productId ?? "new"}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): no drafts.
    return null;
  }
}

export function saveProductDraft(productId: number | null, formData: FormData): void {
  const values: Record<string, string> = {};
  const imageUrls: string[] = [];
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" || SKIPPED.has(name)) continue;
    if (name === "imageUrls") imageUrls.push(value);
    else values[name] = value;
  }
  try {
    storage()?.setItem(
      keyOf(productId),
      JSON.stringify({ savedAt: Date.now(), values, imageUrls }),
    );
  } catch {
    // A full storage keeps no draft; the open form still holds the values.
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((item) => typeof item === "string")
  );
}

export function readProductDraft(productId: number | null): ProductDraft | null {
  let parsed: unknown;
  try {
    const stored = storage()?.getItem(keyOf(productId));
    if (!stored) return null;
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { savedAt, values, imageUrls } = parsed as Record<string, unknown>;
  if (typeof savedAt !== "number" || Date.now() - savedAt > MAX_AGE_MS) return null;
  if (!isStringRecord(values) || !Array.isArray(imageUrls)) return null;
  return {
    values,
    imageUrls: imageUrls.filter((url): url is string => typeof url === "string"),
  };
}

export function clearProductDraft(productId: number | null): void {
  try {
    storage()?.removeItem(keyOf(productId));
  } catch {
    // Nothing to clear.
  }
}

const flag = (values: Record<string, string>, name: string) => values[name] === "on";

/** The draft's values in the product form's terms. */
export function draftDefaults({ values }: ProductDraft) {
  return {
    name: values.name ?? "",
    description: values.description ?? "",
    category: values.category ?? "",
    isLimitedEdition: flag(values, "isLimitedEdition"),
    isSpecialty: flag(values, "isSpecialty"),
    isFeatured: flag(values, "isFeatured"),
    pricePesos: values.pricePesos ?? "",
    stock: values.stock ?? "",
    weight: values.weight ?? "",
    ingredients: values.ingredients ?? "",
    nutritionalInfo: values.nutritionalInfo ?? "",
    availability: values.availability ?? DEFAULT_AVAILABILITY,
    availabilityNote: values.availabilityNote ?? "",
  };
}

/** The draft's pictures, drawn as the product's own where it has them. */
export const draftImages = (draft: ProductDraft, product: AdminProduct | null): FieldImage[] =>
  draft.imageUrls.map(
    (url) =>
      product?.images.find((image) => image.url === url) ?? { url, image: resolveImage(url, {}) },
  );
