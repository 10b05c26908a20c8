/**
 * The static copy of the catalogue: `public/content/*.json`, generated from
 * the seed module (`npm run content:export`, kept equal by a unit test).
 * Standalone mode reads only this, and public pages fall back to it when D1
 * fails. Bundled with the Worker, so reading it costs no request.
 */
import productsJson from "../../public/content/products.json";
import recipesJson from "../../public/content/recipes.json";
import storesJson from "../../public/content/stores.json";
import type { StaticProduct, StaticRecipe, StaticStore } from "~/db/static-content";
import { PRODUCT_NOT_FOUND, type PublicProduct } from "./catalog.server";
import { notFound } from "./errors.server";
import type { PublicRecipe } from "./recipes.server";
import type { PublicStore } from "./stores.server";

const staticProducts = productsJson as StaticProduct[];
const staticStores: StaticStore[] = storesJson;
const staticRecipes: StaticRecipe[] = recipesJson;

/** Every list is copied, so no caller can change the shared data. */
export function listStaticProducts(): PublicProduct[] {
  return [...staticProducts]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .map((product) => ({ ...product, imageUrls: [...product.imageUrls] }));
}

export function getStaticProductBySlug(slug: string): PublicProduct {
  const product = listStaticProducts().find((candidate) => candidate.slug === slug);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

export function listStaticProductSlugs(): { slug: string; updatedAt: null }[] {
  return listStaticProducts().map(({ slug }) => ({ slug, updatedAt: null }));
}

export function listStaticStores(): PublicStore[] {
  return staticStores.map((store) => ({ ...store }));
}

export function listStaticRecipes(): PublicRecipe[] {
  return staticRecipes.map((recipe) => ({ ...recipe }));
}
