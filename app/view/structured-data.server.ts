/**
 * schema.org data for the home page (the business) and the product pages
 * (docs/decisions/011-seo-and-structured-data.md). The loaders put them in the page's
 * meta tags with `jsonLdMeta` (view/seo.ts), which adds "@context".
 */
import type { SiteSettings } from "~/validation/site-settings";
import { AVAILABILITY_STATES } from "~/content/availability-states";
import { absoluteUrl } from "~/view/seo";
import type { ProductView } from "./product-view.server";

const brand = (brandName: string) => ({
  "@type": "Organization",
  name: brandName,
  url: absoluteUrl("/"),
});

/**
 * The producer as a local business (an Organization subtype), from the site
 * settings: the address is the one line the owner wrote, in Mexico; the
 * picture is the first hero slide.
 */
export function organizationJsonLd(
  settings: Pick<SiteSettings, "business" | "home" | "pictures">,
): Record<string, unknown> {
  const { business } = settings;
  const image = settings.home.heroSlides[0]?.imageUrl ?? settings.pictures.shareImage.imageUrl;
  return {
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#negocio"),
    name: business.name,
    description: business.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.webp"),
    image: absoluteUrl(image),
    telephone: business.phone,
    email: business.email,
    address: { "@type": "PostalAddress", streetAddress: business.address, addressCountry: "MX" },
    sameAs: [business.facebookUrl, business.instagramUrl],
  };
}

/**
 * Product snippet markup: no checkout, so the offer only states the
 * price, in pesos, and only when the product has an amount above zero.
 */
export function productJsonLd(product: ProductView, brandName: string): Record<string, unknown> {
  const url = absoluteUrl(`/products/${product.slug}`);
  const price = product.priceCents ? product.priceCents / 100 : null;
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
    brand: brand(brandName),
    category: product.category,
    ...(price === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "MXN",
            availability: `https://schema.org/${AVAILABILITY_STATES[product.availability].schemaOrg}`,
            url,
          },
        }),
  };
}
