import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { organizationJsonLd, productJsonLd } from "../../app/view/structured-data.server";
import type { ProductView } from "../../app/view/product-view.server";

function view(overrides: Partial<ProductView> = {}): ProductView {
  return {
    id: 1,
    slug: "miel-picosa",
    name: "Miel Picosa",
    description: "Miel con chile rayado ahumado.",
    category: "Especialidades",
    isLimitedEdition: false,
    isSpecialty: true,
    isFeatured: false,
    price: "$1,250.50 MXN",
    priceCents: 125050,
    weight: null,
    ingredients: null,
    nutritionalInfo: null,
    availability: "disponible",
    availabilityNote: null,
    orderLink: "https://wa.me/527711234567",
    bagQuantity: null,
    images: [
      {
        image: {
          src: "/images/miel-picosa-1.webp",
          placeholder: null,
          width: 768,
          height: 1024,
          srcSet: null,
        },
        alt: "Frasco",
        isFallback: false,
      },
      {
        image: {
          src: "https://cdn.example/tapa.png",
          placeholder: null,
          width: null,
          height: null,
          srcSet: null,
        },
        alt: "Tapa",
        isFallback: false,
      },
    ],
    hasServingIdeas: true,
    ...overrides,
  };
}

const brandName = defaultSiteSettings.business.name;

describe("organizationJsonLd", () => {
  it("describes the producer as a local business in Hidalgo, with absolute URLs", () => {
    expect(organizationJsonLd(defaultSiteSettings)).toEqual({
      "@type": "LocalBusiness",
      "@id": "https://mielpicosa.example/#negocio",
      name: "Miel Picosa de Hidalgo",
      description:
        "Miel picosa y chile rayado ahumado, cultivados en domos geodésicos del Valle de Hidalgo.",
      url: "https://mielpicosa.example/",
      logo: "https://mielpicosa.example/images/logo.webp",
      image: "https://mielpicosa.example/images/hero-miel-picosa.webp",
      telephone: "+52 771 123 4567",
      email: "hola@mielpicosa.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: defaultSiteSettings.business.address,
        addressCountry: "MX",
      },
      sameAs: [
        "https://www.facebook.com/mielpicosa.example",
        "https://www.instagram.com/mielpicosa.example",
      ],
    });
  });
});

describe("productJsonLd", () => {
  it("states the product, its pictures and its price in pesos as a number", () => {
    expect(productJsonLd(view(), brandName)).toEqual({
      "@type": "Product",
      name: "Miel Picosa",
      description: "Miel con chile rayado ahumado.",
      image: [
        "https://mielpicosa.example/images/miel-picosa-1.webp",
        "https://cdn.example/tapa.png",
      ],
      sku: "miel-picosa",
      url: "https://mielpicosa.example/products/miel-picosa",
      brand: {
        "@type": "Organization",
        name: "Miel Picosa de Hidalgo",
        url: "https://mielpicosa.example/",
      },
      category: "Especialidades",
      offers: {
        "@type": "Offer",
        price: 1250.5,
        priceCurrency: "MXN",
        availability: "https://schema.org/InStock",
        url: "https://mielpicosa.example/products/miel-picosa",
      },
    });
  });

  it("says whether the product can be had: in stock, out of stock or pre-order", () => {
    const offered = (availability: ProductView["availability"]) =>
      (productJsonLd(view({ availability }), brandName).offers as { availability: string })
        .availability;
    expect(offered("disponible")).toBe("https://schema.org/InStock");
    expect(offered("agotado")).toBe("https://schema.org/OutOfStock");
    expect(offered("proximamente")).toBe("https://schema.org/PreOrder");
  });

  it("makes no offer when the price is missing or reads as no number", () => {
    for (const price of [null, "Consultar precio"]) {
      expect(
        Object.keys(productJsonLd(view({ price, priceCents: null }), brandName)),
      ).not.toContain("offers");
    }
    expect(
      Object.keys(productJsonLd(view({ price: "$0 MXN", priceCents: 0 }), brandName)),
    ).not.toContain("offers");
  });

  it("offers the amount, not the text the owner wrote beside it", () => {
    const data = productJsonLd(view({ price: "Consultar", priceCents: 22000 }), brandName);
    expect((data.offers as { price: number }).price).toBe(220);
  });

  it("leaves out the stand-in picture and invalid ones, and the image field when none is left", () => {
    const data = productJsonLd(
      view({
        images: [
          {
            image: {
              src: "/images/logo.webp",
              placeholder: null,
              width: 221,
              height: 104,
              srcSet: null,
            },
            alt: "Miel Picosa (imagen no disponible)",
            isFallback: true,
          },
        ],
      }),
      brandName,
    );
    expect(Object.keys(data)).not.toContain("image");

    const mixed = productJsonLd(
      view({
        images: [
          { image: null, alt: "Miel Picosa, imagen 1 de 2", isFallback: false },
          ...view().images.slice(0, 1),
        ],
      }),
      brandName,
    );
    expect(mixed.image).toEqual(["https://mielpicosa.example/images/miel-picosa-1.webp"]);
  });
});
