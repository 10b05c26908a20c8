/**
 * schema.org data for the home page (the business) and the product pages
 * (docs/decisions/011-seo-and-structured-data.md). The loaders put them in the page's
 * meta tags with `jsonLdMeta` (view/seo.ts), which adds "@context".
 */
import { business } from "~/content/business";
import { absoluteUrl } from "~/view/seo";
import { parsePrice, type ProductView } from "./product-view.server";

/** schema.org's word for each availability: the offer says whether the product can be had. */
const OFFER_AVAILABILITY: Record<ProductView["availability"], string> = {
  disponible: "https://schema.org/InStock",
  agotado: "https://schema.org/OutOfStock",
  proximamente: "https://schema.org/PreOrder",
};

const brand = () => ({ "@type": "Organization", name: business.brandName, url: absoluteUrl("/") });

/** The producer as a local business (an Organization subtype). */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#negocio"),
    name: business.brandName,
    description: business.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.webp"),
    image: absoluteUrl("/images/hero-miel-picosa.webp"),
    telephone: business.phoneDisplay,
    email: business.email,
    foundingDate: String(business.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    sameAs: [business.social.facebook, business.social.instagram],
  };
}

/**
 * Product snippet markup: no checkout, so the offer only states the price
 * as given, and only when it reads as a number.
 */
export function productJsonLd(product: ProductView): Record<string, unknown> {
  const url = absoluteUrl(`/products/${product.slug}`);
  const price = parsePrice(product.price);
  const images = product.images.flatMap(({ image, isFallback }) =>
    image && !isFallback ? [absoluteUrl(image.src)] : [],
  );
  return {
    "@type": "Product",
    name: product.name,
    description: product.description,
    ...(images.length > 0 ? { image: images } : {}),
    sku: product.slug,
    url,
    brand: brand(),
    category: product.category,
    ...(price === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "MXN",
            availability: OFFER_AVAILABILITY[product.availability],
            url,
          },
        }),
  };
}
