import { describe, expect, it } from "vitest";
import { sampleBusiness } from "../../app/content/business";
import type { ImageManifest } from "../../app/content/image-manifest";
import type { PublicProduct } from "../../app/services/catalog.server";
import {
  FALLBACK_PRODUCT_IMAGE,
  orderedImageUrls,
  productImages,
  toProductView,
} from "../../app/view/product-view.server";
import { siteImage } from "../support/image-manifest";

/** The sample product's fields that its view copies as they are. */
const DETAILS = {
  id: 3,
  slug: "miel-picosa-con-chile-rayado",
  name: "Miel Picosa con Chile Rayado",
  description: "Miel cruda con hojuelas de chile rayado ahumado.",
  category: "Especialidades" as const,
  isLimitedEdition: false,
  isSpecialty: true,
  isFeatured: true,
  price: "$180 MXN",
  priceCents: 18000,
  weight: "250 g",
  ingredients: "Miel, chile rayado",
} satisfies Partial<PublicProduct>;

function product(overrides: Partial<PublicProduct> = {}): PublicProduct {
  return {
    ...DETAILS,
    imageUrls: [],
    mainImageUrl: "",
    nutritionalInfo: null,
    displayOrder: 1,
    availability: "disponible",
    availabilityNote: null,
    stock: null,
    orderable: true,
    ...overrides,
  };
}

const manifest: ImageManifest = {
  "miel-picosa-1": siteImage("miel-picosa-1", 768, 1024),
  logo: siteImage("logo", 221, 104),
};

describe("orderedImageUrls", () => {
  it("puts the main picture first, then the others once each, trimmed, blanks left out", () => {
    expect(
      orderedImageUrls({
        mainImageUrl: " /images/b.webp ",
        imageUrls: ["/images/a.webp", "/images/b.webp", "  ", "/images/c.webp", "/images/a.webp"],
      }),
    ).toEqual(["/images/b.webp", "/images/a.webp", "/images/c.webp"]);
  });

  it("answers no URL when there is none", () => {
    expect(orderedImageUrls({ mainImageUrl: "", imageUrls: [] })).toEqual([]);
    expect(orderedImageUrls({ mainImageUrl: " ", imageUrls: ["", "\t"] })).toEqual([]);
  });
});

describe("productImages", () => {
  it("shows the logo as a stand-in, saying no picture is available, when there is none", () => {
    expect(productImages(product(), manifest)).toEqual([
      {
        image: {
          src: "/images/logo.webp",
          placeholder: "/images/logo-placeholder.webp",
          width: 221,
          height: 104,
          srcSet: "/images/logo.webp 221w",
        },
        alt: "Miel Picosa con Chile Rayado (imagen no disponible)",
        isFallback: true,
      },
    ]);
    expect(FALLBACK_PRODUCT_IMAGE).toBe("/images/logo.webp");
  });

  it("uses a built-in picture's own alternative text", () => {
    const [first] = productImages(
      product({ mainImageUrl: "/images/miel-picosa-1.webp" }),
      manifest,
    );
    expect(first).toEqual({
      image: {
        src: "/images/miel-picosa-1.webp",
        placeholder: "/images/miel-picosa-1-placeholder.webp",
        width: 768,
        height: 1024,
        srcSet: "/images/miel-picosa-1-384w.webp 384w, /images/miel-picosa-1.webp 768w",
      },
      alt: "Frasco de Miel Picosa con Chile Rayado Ahumado sobre una mesa de madera",
      isFallback: false,
    });
  });

  it("names the product for one picture, and numbers the pictures when there are several", () => {
    const one = productImages(product({ mainImageUrl: "https://cdn.example/frasco.jpg" }), {});
    expect(one.map((view) => view.alt)).toEqual(["Miel Picosa con Chile Rayado"]);

    const several = productImages(
      product({
        mainImageUrl: "https://cdn.example/frasco.jpg",
        imageUrls: ["/images/miel-picosa-1.webp", "https://cdn.example/tapa.png"],
      }),
      manifest,
    );
    expect(several.map((view) => view.alt)).toEqual([
      "Miel Picosa con Chile Rayado, imagen 1 de 3",
      "Frasco de Miel Picosa con Chile Rayado Ahumado sobre una mesa de madera",
      "Miel Picosa con Chile Rayado, imagen 3 de 3",
    ]);
    expect(several.map((view) => view.image?.src)).toEqual([
      "https://cdn.example/frasco.jpg",
      "/images/miel-picosa-1.webp",
      "https://cdn.example/tapa.png",
    ]);
  });

  it("keeps an invalid address as a picture without an image, not as the stand-in", () => {
    expect(productImages(product({ mainImageUrl: "javascript:alert(1)" }), manifest)).toEqual([
      { image: null, alt: "Miel Picosa con Chile Rayado", isFallback: false },
    ]);
  });
});

/** The sample's owner, with orders off (the defaults) or on. */
const ordersOff = { business: sampleBusiness, orders: { enabled: false } };
const ordersOn = { business: sampleBusiness, orders: { enabled: true } };

describe("toProductView", () => {
  it("copies the product's fields, leaving out its order, and adds the pictures", () => {
    const view = toProductView(
      product({ mainImageUrl: "/images/miel-picosa-1.webp", nutritionalInfo: "Energía 300 kcal" }),
      manifest,
      ordersOff,
    );
    expect(view).toEqual({
      ...DETAILS,
      nutritionalInfo: "Energía 300 kcal",
      availability: "disponible",
      availabilityNote: null,
      images: productImages(product({ mainImageUrl: "/images/miel-picosa-1.webp" }), manifest),
      hasServingIdeas: true,
      bagQuantity: null,
      orderLink: `https://wa.me/527711234567?text=${encodeURIComponent(
        "Hola, quiero pedir Miel Picosa con Chile Rayado (250 g, $180 MXN). https://mielpicosa.example/products/miel-picosa-con-chile-rayado",
      )}`,
    });
    expect(Object.keys(view)).not.toContain("displayOrder");
  });

  it("gives a product that cannot be had today no order link", () => {
    for (const availability of ["agotado", "proximamente"] as const) {
      expect(toProductView(product({ availability }), {}, ordersOff).orderLink).toBe(null);
    }
  });

  it("gives a product without an amount, or with no units left, no order link", () => {
    const noAmount = toProductView(
      product({ price: "Consultar", priceCents: null }),
      {},
      ordersOff,
    );
    expect(noAmount.orderLink).toBe(null);
    expect(noAmount.price).toBe("Consultar");
    expect(toProductView(product({ stock: 0 }), {}, ordersOff).orderLink).toBe(null);
    expect(toProductView(product({ stock: 3 }), {}, ordersOff).orderLink).not.toBe(null);
  });

  it("shows the amount's own text, whatever text was stored beside it", () => {
    const view = toProductView(product({ price: "220", priceCents: 123450 }), {}, ordersOff);
    expect(view.price).toBe("$1,234.50 MXN");
    expect(decodeURIComponent(view.orderLink ?? "")).toContain("(250 g, $1,234.50 MXN)");
  });

  it("offers the serving ideas only to products named 'miel picosa', in any case", () => {
    expect(
      toProductView(product({ name: "MIEL PICOSA de mezquite" }), {}, ordersOff).hasServingIdeas,
    ).toBe(true);
    expect(toProductView(product({ name: "Miel cruda" }), {}, ordersOff).hasServingIdeas).toBe(
      false,
    );
    expect(
      toProductView(product({ name: "Chile rayado molido" }), {}, ordersOff).hasServingIdeas,
    ).toBe(false);
  });

  it("offers 'Agregar a la bolsa' only while orders are on and the product can be ordered", () => {
    expect(toProductView(product(), {}, ordersOff).bagQuantity).toBe(null);
    expect(toProductView(product(), {}, ordersOn).bagQuantity).toBe(99);
    expect(toProductView(product({ stock: 4 }), {}, ordersOn).bagQuantity).toBe(4);
    expect(toProductView(product({ stock: 0 }), {}, ordersOn).bagQuantity).toBe(null);
    expect(toProductView(product({ priceCents: null }), {}, ordersOn).bagQuantity).toBe(null);
    expect(toProductView(product({ availability: "agotado" }), {}, ordersOn).bagQuantity).toBe(
      null,
    );
  });
});
