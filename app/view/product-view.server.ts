/**
 * A product as the public pages draw it: the stored product with its
 * pictures resolved against the image manifest, main picture
 * first, each with an alternative text, and its 'Pedir por WhatsApp' link.
 * Runs in loaders only, so the manifest, the sample data and the order
 * message never reach the browser bundle.
 */
import type { ImageManifest } from "~/content/image-manifest";
import type { BusinessSettings, OrderSettings } from "~/validation/site-settings";
import { hasServingIdeas } from "~/content/serving-ideas";
import { sampleImages } from "~/content/sample-images";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import type { PublicProduct } from "~/services/catalog.server";
import { shownPrice } from "~/shared/money";
import { isOrderable } from "~/shared/orderable";
import { mostOrderable } from "~/services/bag/bag-lines.server";
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
  /** The price as shown: the amount's text, else the owner's text, else null. */
  price: string | null;
  /** The amount in MXN centavos; null when the owner has set none. */
  priceCents: number | null;
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
   * had today (not `orderable`: docs/decisions/030-prices-and-stock.md).
   */
  orderLink: string | null;
  /**
   * 'Agregar a la bolsa': the most the quantity field takes, while the site
   * takes orders ('Pedidos') and the product can be ordered; null: no bag
   * form (docs/decisions/036-the-bag.md).
   */
  bagQuantity: number | null;
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

/** What a product's view reads of the site settings: the owner's WhatsApp, and whether orders are on. */
export interface ProductViewSettings {
  business: Pick<BusinessSettings, "whatsappNumber">;
  orders: Pick<OrderSettings, "enabled">;
}

export function toProductView(
  product: PublicProduct,
  manifest: ImageManifest,
  { business: { whatsappNumber }, orders }: ProductViewSettings,
): ProductView {
  const price = shownPrice(product);
  const orderable = isOrderable(product);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    isLimitedEdition: product.isLimitedEdition,
    isSpecialty: product.isSpecialty,
    isFeatured: product.isFeatured,
    price,
    priceCents: product.priceCents,
    weight: product.weight,
    ingredients: product.ingredients,
    nutritionalInfo: product.nutritionalInfo,
    availability: product.availability,
    availabilityNote: product.availabilityNote,
    images: productImages(product, manifest),
    hasServingIdeas: hasServingIdeas(product.name),
    bagQuantity: orders.enabled && orderable ? mostOrderable(product.stock) : null,
    orderLink: orderable
      ? productOrderLink({
          whatsappNumber,
          product: { ...product, price },
          pageUrl: absoluteUrl(`/products/${product.slug}`),
        })
      : null,
  };
}
