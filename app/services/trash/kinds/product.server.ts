import { and, eq, ne } from "drizzle-orm";
import { trashCopy } from "~/content/trash";
import { orderLines, products, waitlistEntries } from "~/db/schema";
import { PRODUCT_NOT_FOUND, toPublicProduct } from "~/services/catalog.server";
import { conflict, notFound } from "~/services/errors.server";
import { tableKind } from "../trash-kind.server";

/**
 * A product with its waiting list; it comes back with its id, slug, place
 * and photos, and named again on the order lines that named it, so
 * cancelling one of those orders returns its units and the sales by product
 * count it (docs/decisions/034-trash.md).
 */
export const productKind = tableKind({
  table: products,
  id: products.id,
  dependents: { table: waitlistEntries, parent: waitlistEntries.productId, id: waitlistEntries.id },
  referrers: {
    key: "orderLineIds",
    table: orderLines,
    column: orderLines.productId,
    id: orderLines.id,
  },
  notFound: PRODUCT_NOT_FOUND,
  title: (row) => row.name,
  async checkRestore(db, row, { slug = row.slug }) {
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), ne(products.id, row.id)))
      .limit(1);
    if (taken) throw conflict(trashCopy.slugTaken);
    return { ...row, slug };
  },
  async shown(db, id) {
    const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return toPublicProduct(row);
  },
});
