import { describe, expect, it } from "vitest";
import { whatsappLink } from "~/shared/contact-links";
import { productBackLink, productOrderLink, whatsappNumberOf } from "~/shared/whatsapp-links";

/** The text a wa.me link types, decoded. */
const typedText = (link: string) => new URL(link).searchParams.get("text");

describe("productOrderLink", () => {
  const pageUrl = "https://mielpicosa.example/products/miel-picosa";

  it("opens the number's chat with the product, its weight and price, and the page", () => {
    const link = productOrderLink({
      whatsappNumber: "527711234567",
      product: { name: "Miel Picosa", price: "$180 MXN", weight: "250 g" },
      pageUrl,
    });
    expect(link.startsWith("https://wa.me/527711234567?text=")).toBe(true);
    expect(typedText(link)).toBe(`Hola, quiero pedir Miel Picosa (250 g, $180 MXN). ${pageUrl}`);
  });

  it("leaves out the weight and price when the product has none", () => {
    const link = productOrderLink({
      whatsappNumber: "527711234567",
      product: { name: "Chile Rayado", price: null, weight: null },
      pageUrl,
    });
    expect(typedText(link)).toBe(`Hola, quiero pedir Chile Rayado. ${pageUrl}`);
  });

  it("encodes accents, '&', '#', '?' and a long name so the whole text arrives", () => {
    const name = `Miel & Chile Ahumado #1 ¿Edición Limitada? ${"ñ".repeat(150)}`;
    const link = productOrderLink({
      whatsappNumber: "52 771 123 4567",
      product: { name, price: "$1,250.50", weight: "1 kg" },
      pageUrl,
    });
    const query = link.slice(link.indexOf("?") + 1);
    expect(query).not.toMatch(/[&#\s]|\?/);
    expect(query.startsWith("text=")).toBe(true);
    expect(link.startsWith("https://wa.me/527711234567?")).toBe(true);
    expect(typedText(link)).toBe(`Hola, quiero pedir ${name} (1 kg, $1,250.50). ${pageUrl}`);
    expect(link).toContain("%C3%B1%C3%B1");
    expect(link).toContain("%26");
  });
});

describe("productBackLink", () => {
  it("opens a chat with the waiting person's phone, the product's return typed", () => {
    const link = productBackLink({
      phone: "7715550101",
      personName: "Rosa Peña",
      productName: "Miel Picosa",
      pageUrl: "https://mielpicosa.example/products/miel-picosa",
    });
    expect(link?.startsWith("https://wa.me/527715550101?text=")).toBe(true);
    expect(typedText(link ?? "")).toBe(
      "Hola, Rosa Peña: Miel Picosa ya está disponible. Puede pedirlo por aquí o verlo en https://mielpicosa.example/products/miel-picosa",
    );
  });

  it("makes no link for a person who left no phone", () => {
    expect(
      productBackLink({ phone: null, personName: "Rosa", productName: "Miel", pageUrl: "/" }),
    ).toBeNull();
  });
});

describe("whatsappNumberOf and whatsappLink", () => {
  it("adds Mexico's 52 to a ten-digit number and keeps an international one", () => {
    expect(whatsappNumberOf("771 555 0101")).toBe("527715550101");
    expect(whatsappNumberOf("+52 1 771 555 0101")).toBe("5217715550101");
    expect(whatsappNumberOf("12345")).toBeNull();
  });

  it("answers the bare chat without a text", () => {
    expect(whatsappLink("527711234567")).toBe("https://wa.me/527711234567");
  });
});
