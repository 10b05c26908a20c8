/**
 * Where public pages and the public JSON read the catalogue: the live site
 * reads D1, and the static copy whenever D1 fails, so visitors still see the
 * products, stores and recipes (docs/decisions/004-static-copy-when-d1-fails.md);
 * the standalone site reads the static copy only. `services/site/` picks one.
 */
import type { Database } from "~/db/client.server";
import type { ContentSourceName } from "~/shared/site-mode";
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

type Read = <T>(
  fromDatabase: (db: Database) => Promise<T>,
  fromStatic: () => T,
) => Promise<ContentRead<T>>;

/** The catalogue's reads, each from D1 or from the static copy as `read` decides. */
function contentReads(read: Read): PublicContent {
  return {
    products: () => read((db) => listProducts(db), listStaticProducts),
    productBySlug: (slug) =>
      read(
        (db) => getProductBySlug(db, slug),
        () => getStaticProductBySlug(slug),
      ),
    productSlugs: () =>
      read<{ slug: string; updatedAt: Date | null }[]>(
        (db) => listProductSlugs(db),
        listStaticProductSlugs,
      ),
    stores: () => read((db) => listStores(db), listStaticStores),
    recipes: () => read((db) => listRecipes(db), listStaticRecipes),
  };
}

/** The live site's catalogue: D1, and the static copy whenever D1 fails. */
export function databaseContent(db: Database): PublicContent {
  return contentReads(async (fromDatabase, fromStatic) => {
    try {
      return { value: await fromDatabase(db), source: "database" };
    } catch (error) {
      // A refusal (an unknown slug) is an answer, not a failure of D1.
      if (isServiceError(error)) throw error;
      console.error("D1 failed; answering from the static copy", error);
      return { value: fromStatic(), source: "fallback" };
    }
  });
}

/** The standalone site's catalogue: the static copy only; D1 is never asked. */
export function staticContent(): PublicContent {
  return contentReads(async (_fromDatabase, fromStatic) => ({
    value: fromStatic(),
    source: "standalone",
  }));
}
