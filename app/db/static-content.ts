/**
 * The standalone data: the sample data shaped as the public JSON
 * API answers it, with the ids a freshly seeded D1 gives (seeding inserts
 * each list in array order, so ids are 1..n). `npm run content:export`
 * writes it to `public/content/{products,stores,recipes}.json`.
 */
import { DEFAULT_AVAILABILITY } from "../content/availability-states";
import { isOrderable } from "../shared/orderable";
import type { Product, Recipe, Store } from "./schema";
import { sampleProducts, sampleRecipes, sampleStores } from "./seed-data";

/** A row as the public JSON API answers it: without its timestamps. */
type WithoutTimestamps<Row> = Omit<Row, "createdAt" | "updatedAt">;

export type StaticProduct = WithoutTimestamps<Product> & { orderable: boolean };
export type StaticStore = WithoutTimestamps<Store>;
export type StaticRecipe = WithoutTimestamps<Recipe>;

export interface StaticContent {
  products: StaticProduct[];
  stores: StaticStore[];
  recipes: StaticRecipe[];
}

export function buildStaticContent(): StaticContent {
  const products = sampleProducts.map((product, index): StaticProduct => {
    const row = {
      id: index + 1,
      slug: product.slug,
      name: product.name,
      description: product.description,
      imageUrls: [...product.imageUrls],
      mainImageUrl: product.mainImageUrl,
      category: product.category,
      isLimitedEdition: product.isLimitedEdition,
      isSpecialty: product.isSpecialty,
      isFeatured: product.isFeatured,
      price: product.price ?? null,
      weight: product.weight ?? null,
      ingredients: product.ingredients ?? null,
      nutritionalInfo: product.nutritionalInfo ?? null,
      displayOrder: product.displayOrder,
      availability: product.availability ?? DEFAULT_AVAILABILITY,
      availabilityNote: product.availabilityNote ?? null,
      priceCents: product.priceCents ?? null,
      stock: product.stock ?? null,
    };
    return { ...row, orderable: isOrderable(row) };
  });
  const stores = sampleStores.map(({ phone, description, ...store }, index): StaticStore => ({
    id: index + 1,
    ...store,
    phone: phone ?? null,
    description: description ?? null,
  }));
  const recipes = sampleRecipes.map((recipe, index): StaticRecipe => ({
    id: index + 1,
    ...recipe,
  }));
  return { products, stores, recipes };
}
