/**
 * A product as the public pages draw it: the stored product with its
 * pictures resolved against the image manifest, main picture
 * first, each with an alternative text, and its 'Pedir por WhatsApp' link.
 * Runs in loaders only, so the manifest, the sample data and the order
 * message never reach the browser bundle.
 */
import type { ImageManifest } from "~/content/image-manifest";
import type { BusinessSettings } from "~/validation/site-settings";
import { canBeOrdered } from "~/content/availability-states";
import { hasServingIdeas } from "~/content/serving-ideas";
import { sampleImages } from "~/content/sample-images";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import type { PublicProduct } from "~/services/catalog.server";
import { productOrderLink } from "~/shared/whatsapp-links";
import { absoluteUrl } from "~/view/seo";

/** Shown when a product has no picture at all. */
export const FALLBACK_PRODUCT_IMAGE = "/images/logo.webp";

export interface ProductImageView {
  /** Null for an invalid source: the image component says 'URL de imagen inválida'. */
  image: ResolvedImage | null;
  alt: string;
  /** True for the stand-in shown when the product has no picture. */
  isFallback: boolean;
}

export interface ProductView {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: PublicProduct["category"];
  isLimitedEdition: boolean;
  isSpecialty: boolean;
  isFeatured: boolean;
  price: string | null;
  weight: string | null;
  ingredients: string | null;
  nutritionalInfo: string | null;
  availability: PublicProduct["availability"];
  /** Shown beside the availability's badge; null for none. */
  availabilityNote: string | null;
  /** At least one; the main picture first. */
  images: ProductImageView[];
  /** 'miel picosa' products show the serving ideas. */
  hasServingIdeas: boolean;
  /**
   * 'Pedir por WhatsApp': the owner's chat with the product's message typed
   * (the same for every page that shows it); null when the product cannot be
   * had today.
   */
  orderLink: string | null;
}

const sampleAlts = new Map(sampleImages.map((image) => [image.src, image.alt]));

/** The main picture first, then the others in their order, each once. */
export function orderedImageUrls(
  product: Pick<PublicProduct, "imageUrls" | "mainImageUrl">,
): string[] {
  const urls = [product.mainImageUrl, ...product.imageUrls]
    .map((url) => url.trim())
    .filter(Boolean);
  return [...new Set(urls)];
}

function altText(url: string, productName: string, index: number, count: number): string {
  const known = sampleAlts.get(url);
  if (known) return known;
  return count > 1 ? `${productName}, imagen ${index + 1} de ${count}` : productName;
}

export function productImages(product: PublicProduct, manifest: ImageManifest): ProductImageView[] {
  const urls = orderedImageUrls(product);
  if (urls.length === 0) {
    return [
      {
        image: resolveImage(FALLBACK_PRODUCT_IMAGE, manifest),
        alt: `${product.name} (imagen no disponible)`,
        isFallback: true,
      },
    ];
  }
  return urls.map((url, index) => ({
    image: resolveImage(url, manifest),
    alt: altText(url, product.name, index, urls.length),
    isFallback: false,
  }));
}

export function toProductView(
  product: PublicProduct,
  manifest: ImageManifest,
  { whatsappNumber }: Pick<BusinessSettings, "whatsappNumber">,
): ProductView {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    isLimitedEdition: product.isLimitedEdition,
    isSpecialty: product.isSpecialty,
    isFeatured: product.isFeatured,
    price: product.price,
    weight: product.weight,
    ingredients: product.ingredients,
    nutritionalInfo: product.nutritionalInfo,
    availability: product.availability,
    availabilityNote: product.availabilityNote,
    images: productImages(product, manifest),
    hasServingIdeas: hasServingIdeas(product.name),
    orderLink: canBeOrdered(product.availability)
      ? productOrderLink({
          whatsappNumber,
          product,
          pageUrl: absoluteUrl(`/products/${product.slug}`),
        })
      : null,
  };
}

/**
 * A free-text price as a number for structured data: "$1,250.50 MXN" →
 * 1250.5. Null when the text holds no number (prices are free text).
 */
export function parsePrice(price: string | null): number | null {
  const match = price?.match(/\d[\d,]*(?:\.\d+)?/);
  if (!match) return null;
  const value = Number(match[0].replace(/,/g, ""));
  return Number.isFinite(value) && value > 0 ? value : null;
}
