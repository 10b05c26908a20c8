import { describe, expect, it } from "vitest";
import { productSchema } from "../../app/validation/product";
import { recipeSchema } from "../../app/validation/recipe";

/**
 * SECURITY.md "User-provided URLs": the shared schemas (browser and server)
 * take an Instagram address only as http(s), and a picture only as a path on
 * this site or an http(s) address, each refusal in Spanish.
 */

const NOT_HTTP = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "  javascript:alert(1)",
  "javascript://example.com/%0Aalert(1)",
  "java\tscript:alert(1)",
  "java\u0000script:alert(1)",
  "\u0001javascript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml;base64,PHN2Zz4=",
  "file:///etc/passwd",
  "ftp://example.com/receta",
  "mailto:alguien@example.com",
  "about:blank",
  "blob:https://example.com/uuid",
  "//evil.example/x.png",
  "\\\\evil.example\\x.png",
  "https:evil.example",
  "http://",
  "https:// example.com",
  "instagram.com/p/abc",
];

const recipe = {
  title: "Queso fundido",
  description: "Con miel picosa.",
  instructions: "Fundir y servir.",
  imageUrl: "/images/receta.webp",
  instagramUrl: "https://www.instagram.com/p/abc/",
};

const product = {
  name: "Miel",
  description: "Miel picosa.",
  imageUrls: ["/images/miel.webp"],
  mainImageUrl: "/images/miel.webp",
  category: "Mieles",
};

function messagesOf(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe("the Instagram address of a recipe", () => {
  it.each(NOT_HTTP)("refuses %j with 'La URL de Instagram no es válida'", (url) => {
    const result = recipeSchema.safeParse({ ...recipe, instagramUrl: url });
    expect(result.success).toBe(false);
    expect(messagesOf(result, "instagramUrl")).toEqual(["La URL de Instagram no es válida"]);
  });

  it.each(["https://www.instagram.com/p/abc/", "http://instagram.com/reel/xyz?igsh=1"])(
    "takes %j",
    (url) => {
      expect(recipeSchema.safeParse({ ...recipe, instagramUrl: url }).success).toBe(true);
    },
  );

  it("refuses a path on this site: Instagram is elsewhere", () => {
    const result = recipeSchema.safeParse({ ...recipe, instagramUrl: "/images/receta.webp" });
    expect(messagesOf(result, "instagramUrl")).toEqual(["La URL de Instagram no es válida"]);
  });
});

describe("picture addresses", () => {
  it.each(NOT_HTTP)("refuses %j as a recipe's picture, in Spanish", (url) => {
    const result = recipeSchema.safeParse({ ...recipe, imageUrl: url });
    expect(messagesOf(result, "imageUrl")).toEqual(["La URL de la imagen no es válida"]);
  });

  it.each(NOT_HTTP)("refuses %j among a product's pictures, in Spanish", (url) => {
    const result = productSchema.safeParse({
      ...product,
      imageUrls: ["/images/miel.webp", url],
    });
    expect(result.success).toBe(false);
    expect(
      (result.error?.issues ?? []).some(
        (issue) =>
          issue.path[0] === "imageUrls" && issue.message === "La URL de la imagen no es válida",
      ),
    ).toBe(true);
  });

  it.each([
    "/images/uploads/abc.png",
    "https://cdn.example.com/a.webp",
    "http://example.com/a.png",
  ])("takes %j", (url) => {
    expect(recipeSchema.safeParse({ ...recipe, imageUrl: url }).success).toBe(true);
    expect(
      productSchema.safeParse({ ...product, imageUrls: [url], mainImageUrl: url }).success,
    ).toBe(true);
  });
});
