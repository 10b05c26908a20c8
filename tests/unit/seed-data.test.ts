import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCT_CATEGORIES } from "~/db/schema";
import { sampleInvitationCodes, sampleProducts, sampleRecipes, sampleStores } from "~/db/seed-data";
import { sampleImages } from "~/content/sample-images";
import { buildStaticContent } from "~/db/static-content";

describe("sample catalogue", () => {
  it("has at least one product in every category", () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(
        sampleProducts.some((product) => product.category === category),
        category,
      ).toBe(true);
    }
  });

  it("starts with the built-in featured specialty honey, and only one product is named 'Miel Picosa …'", () => {
    const picosa = sampleProducts.filter((product) => product.name.startsWith("Miel Picosa"));
    expect(picosa).toHaveLength(1);
    expect(picosa[0]).toMatchObject({
      category: "Especialidades",
      isSpecialty: true,
      isFeatured: true,
      isLimitedEdition: false,
      displayOrder: 0,
    });
    expect(sampleProducts[0]).toBe(picosa[0]);
    expect(picosa[0]?.imageUrls.length).toBeGreaterThanOrEqual(2);
  });

  it("has a limited edition", () => {
    expect(sampleProducts.some((product) => product.isLimitedEdition)).toBe(true);
  });

  it("has at least two products with several images", () => {
    expect(
      sampleProducts.filter((product) => product.imageUrls.length >= 2).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("uses a main image that is one of each product's images", () => {
    for (const product of sampleProducts) {
      expect(product.imageUrls, product.slug).toContain(product.mainImageUrl);
    }
  });

  it("has unique, URL-safe slugs and display orders ascending with the list", () => {
    const slugs = sampleProducts.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const orders = sampleProducts.map((product) => product.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it("has at least three stores, all in Hidalgo", () => {
    expect(sampleStores.length).toBeGreaterThanOrEqual(3);
    for (const store of sampleStores) expect(store.state).toBe("Hidalgo");
  });

  it("has at least three recipes with https Instagram links and multi-step instructions", () => {
    expect(sampleRecipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of sampleRecipes) {
      expect(recipe.instagramUrl).toMatch(/^https:\/\/www\.instagram\.com\//);
      expect(
        recipe.instructions.split("\n").filter((line) => /^\d+\. /.test(line)).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("has two unused, unique, upper-case invitation codes", () => {
    expect(sampleInvitationCodes).toHaveLength(2);
    const codes = sampleInvitationCodes.map((code) => code.code);
    expect(new Set(codes).size).toBe(2);
    for (const invitation of sampleInvitationCodes) {
      expect(invitation.code).toBe(invitation.code.trim().toUpperCase());
      expect(invitation.isUsed ?? false).toBe(false);
      expect(invitation.usedAt ?? null).toBeNull();
    }
  });

  it("describes every image it refers to, once, as /images/<name>.webp", () => {
    const names = sampleImages.map((image) => image.name);
    expect(new Set(names).size).toBe(names.length);
    for (const image of sampleImages) expect(image.src).toBe(`/images/${image.name}.webp`);
    const described = new Set(sampleImages.map((image) => image.src));
    const referenced = [
      ...sampleProducts.flatMap((product) => [...product.imageUrls, product.mainImageUrl]),
      ...sampleRecipes.map((recipe) => recipe.imageUrl),
      "/images/domos-geodesicos.webp",
      "/images/sierra-hidalgo.webp",
      "/images/logo.webp",
    ];
    for (const src of referenced) expect(described.has(src), src).toBe(true);
  });

  it("keeps the spec's built-in image sizes", () => {
    const size = (name: string) => {
      const image = sampleImages.find((candidate) => candidate.name === name);
      return image && { width: image.width, height: image.height };
    };
    for (const name of ["miel-picosa-1", "miel-picosa-2", "miel-picosa-3"]) {
      expect(size(name)).toEqual({ width: 768, height: 1024 });
    }
    expect(size("chile-rayado-molido")).toEqual({ width: 1080, height: 1080 });
    expect(size("logo")).toEqual({ width: 221, height: 104 });
  });
});

describe("standalone data in public/content", () => {
  const content = buildStaticContent();
  const read = (name: string): unknown =>
    JSON.parse(readFileSync(new URL(`../../public/content/${name}.json`, import.meta.url), "utf8"));

  it.each(["products", "stores", "recipes"] as const)(
    "%s.json matches the sample data (run `npm run content:export` after changing it)",
    (name) => {
      expect(read(name)).toEqual(content[name]);
    },
  );

  it("numbers items 1..n in seeding order, with absent optional text as null", () => {
    expect(content.products.map((product) => product.id)).toEqual(
      sampleProducts.map((_, index) => index + 1),
    );
    expect(content.stores.map((store) => store.id)).toEqual(
      sampleStores.map((_, index) => index + 1),
    );
    expect(content.recipes.map((recipe) => recipe.id)).toEqual(
      sampleRecipes.map((_, index) => index + 1),
    );
    for (const product of content.products) {
      for (const key of ["price", "weight", "ingredients", "nutritionalInfo"] as const) {
        expect(product[key] === null || typeof product[key] === "string").toBe(true);
      }
    }
  });
});
