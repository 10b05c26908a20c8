/**
 * A product as the Productos tab draws it (its pictures resolved for the
 * thumbnails), and what a failed save of its form keeps.
 */
import type { ImageManifest } from "~/content/image-manifest";
import type { AdminActionData } from "~/controllers/admin-crud.server";
import type { PublicProduct } from "~/services/catalog.server";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { productImages } from "~/view/product-view.server";

export interface AdminProductImage {
  url: string;
  image: ResolvedImage | null;
}

export interface AdminProduct extends Omit<PublicProduct, "imageUrls"> {
  imageUrls: string[];
  thumbnail: { image: ResolvedImage | null; alt: string };
  images: AdminProductImage[];
}

/** A failed save's answer: the form's state, with the pictures it carried resolved. */
export type ProductActionData = AdminActionData<{ images: AdminProductImage[] }>;

export const resolvedImages = (urls: string[], manifest: ImageManifest): AdminProductImage[] =>
  urls.map((url) => ({ url, image: resolveImage(url, manifest) }));

export function toAdminProduct(product: PublicProduct, manifest: ImageManifest): AdminProduct {
  const [first] = productImages(product, manifest);
  return {
    ...product,
    thumbnail: { image: first?.image ?? null, alt: first?.alt ?? product.name },
    images: resolvedImages(product.imageUrls, manifest),
  };
}
