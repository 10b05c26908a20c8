import { asc, eq, min, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, type Product } from "~/db/schema";
import { slugify } from "~/shared/slug";
import type { ProductInput } from "~/validation/product";
import { badRequest, conflict, notFound } from "./errors.server";
import { isUniqueViolation } from "./ids.server";
import { withoutTimestamps, type PublicRow } from "./catalog-rows.server";
import { serviceMessages } from "~/content/service-messages";
import { isOrderable } from "~/shared/orderable";
import { productChanges, settledProduct } from "./product-columns.server";

export const PRODUCT_NOT_FOUND = serviceMessages.productNotFound;

/**
 * A product as pages and `/api/products` show it: its fields, slug and
 * order, no timestamps, and whether it can be ordered.
 */
export type PublicProduct = PublicRow<Product> & { orderable: boolean };

/** A stored product as pages and the API show it (the static copy is stored so). */
export function toPublicProduct(product: Product): PublicProduct {
  const row = withoutTimestamps(product);
  return { ...row, orderable: isOrderable(row) };
}

export async function listProducts(db: Database): Promise<PublicProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(asc(products.displayOrder), asc(products.id));
  return rows.map(toPublicProduct);
}

/** Each product page's slug and last change, for sitemap.xml. */
export async function listProductSlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.displayOrder), asc(products.id));
}

export async function getProductBySlug(db: Database, slug: string): Promise<PublicProduct> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toPublicProduct(row);
}

async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        // Not LIKE: D1 refuses a pattern over 50 bytes, which a long name makes.
        .where(
          or(
            eq(products.slug, base),
            sql`substr(${products.slug}, 1, ${base.length + 1}) = ${`${base}-`}`,
          ),
        )
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** New products go first, as the original site's admin list showed them. */
export async function createProduct(db: Database, input: ProductInput): Promise<PublicProduct> {
  const [first] = await db.select({ order: min(products.displayOrder) }).from(products);
  const slug = await freeSlug(db, input.name);
  try {
    const [row] = await db
      .insert(products)
      .values({ ...settledProduct(input), slug, displayOrder: (first?.order ?? 1) - 1 })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toPublicProduct(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(serviceMessages.concurrentProductSave);
    throw error;
  }
}

/**
 * An update writes the fields given (all of them from the product form),
 * its price and stock settled (product-columns.server.ts). The slug stays as
 * it was, so shared links keep working after a rename.
 */
export async function updateProduct(
  db: Database,
  id: number,
  changes: Partial<ProductInput>,
): Promise<PublicProduct> {
  const [row] = await db
    .update(products)
    .set({ ...productChanges(changes), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toPublicProduct(row);
}

/** Puts the products in the order of `ids`, which must name each one once. */
/**
 * 'Subir' / 'Bajar': swaps a product with its neighbour in the catalogue's
 * order. The first product going up, the last going down, or an unknown id
 * changes nothing.
 */
export async function moveProduct(
  db: Database,
  id: number | null,
  direction: "up" | "down",
): Promise<void> {
  const ids = (await listProducts(db)).map((product) => product.id);
  const index = id === null ? -1 : ids.indexOf(id);
  const target = index + (direction === "up" ? -1 : 1);
  const other = ids[target];
  if (index < 0 || other === undefined || id === null) return;
  ids[target] = id;
  ids[index] = other;
  await reorderProducts(db, ids);
}

export async function reorderProducts(db: Database, ids: number[]): Promise<PublicProduct[]> {
  const existing = await db.select({ id: products.id }).from(products);
  const known = new Set(existing.map((row) => row.id));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.size ||
    !ids.every((id) => known.has(id))
  ) {
    throw badRequest(serviceMessages.productOrderList);
  }
  const [firstUpdate, ...otherUpdates] = ids.map((id, index) =>
    db.update(products).set({ displayOrder: index }).where(eq(products.id, id)),
  );
  if (firstUpdate) await db.batch([firstUpdate, ...otherUpdates]);
  return listProducts(db);
}
