/**
 * Where public pages and the public JSON read the catalogue, chosen by the
 * request's load context: D1 normally; the static copy in standalone mode,
 * and also whenever D1 fails, so visitors still see the products, stores and
 * recipes (docs/decisions/004-static-copy-when-d1-fails.md). Not built in load-context.ts
 * itself, which must import nothing that uses the `~` alias.
 */
import type { Database } from "~/db/client.server";
import type { ContentSourceName } from "~/shared/content-source";
import { getProductBySlug, listProductSlugs, listProducts } from "./catalog.server";
import { isServiceError } from "./errors.server";
import { listRecipes } from "./recipes.server";
import {
  getStaticProductBySlug,
  listStaticProductSlugs,
  listStaticProducts,
  listStaticRecipes,
  listStaticStores,
} from "./static-content.server";
import { listStores } from "./stores.server";

/**
 * - `database`: read from D1.
 * - `standalone`: the visitor chose the standalone mode.
 * - `fallback`: D1 failed; the static copy stands in.
 */
export type ContentSource = ContentSourceName;

export interface ContentRead<T> {
  value: T;
  source: ContentSource;
}

export interface PublicContent {
  products(): Promise<ContentRead<Awaited<ReturnType<typeof listProducts>>>>;
  productBySlug(slug: string): Promise<ContentRead<Awaited<ReturnType<typeof getProductBySlug>>>>;
  productSlugs(): Promise<ContentRead<{ slug: string; updatedAt: Date | null }[]>>;
  stores(): Promise<ContentRead<Awaited<ReturnType<typeof listStores>>>>;
  recipes(): Promise<ContentRead<Awaited<ReturnType<typeof listRecipes>>>>;
}

export function publicContent({
  db,
  standalone,
}: {
  db: Database;
  standalone: boolean;
}): PublicContent {
  async function read<T>(fromDatabase: () => Promise<T>, fromStatic: () => T) {
    if (standalone) return { value: fromStatic(), source: "standalone" as const };
    try {
      return { value: await fromDatabase(), source: "database" as const };
    } catch (error) {
      // A refusal (an unknown slug) is an answer, not a failure of D1.
      if (isServiceError(error)) throw error;
      console.error("D1 failed; answering from the static copy", error);
      return { value: fromStatic(), source: "fallback" as const };
    }
  }
  return {
    products: () => read(() => listProducts(db), listStaticProducts),
    productBySlug: (slug) =>
      read(
        () => getProductBySlug(db, slug),
        () => getStaticProductBySlug(slug),
      ),
    productSlugs: () =>
      read<{ slug: string; updatedAt: Date | null }[]>(
        () => listProductSlugs(db),
        listStaticProductSlugs,
      ),
    stores: () => read(() => listStores(db), listStaticStores),
    recipes: () => read(() => listRecipes(db), listStaticRecipes),
  };
}
