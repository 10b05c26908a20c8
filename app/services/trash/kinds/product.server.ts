import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { trashCopy } from "~/content/trash";
import { orderLines, products, waitlistEntries } from "~/db/schema";
import { PRODUCT_NOT_FOUND, toPublicProduct } from "~/services/catalog.server";
import { conflict, notFound } from "~/services/errors.server";
import { tableKind, type TrashKindModel, type TrashSnapshot } from "../trash-kind.server";

/** A product with its waiting list; it comes back with its id, slug, place and photos. */
const productWithWaitlist = tableKind({
  table: products,
  id: products.id,
  dependents: { table: waitlistEntries, parent: waitlistEntries.productId, id: waitlistEntries.id },
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

/** The order lines that named the product when it was deleted (ON DELETE SET NULL left them). */
type ProductSnapshot = TrashSnapshot & { orderLineIds?: number[] };

/** The snapshot's order lines; none in a snapshot taken before they were kept; null when malformed. */
function orderLineIdsOf(snapshot: unknown): number[] | null {
  if (typeof snapshot !== "object" || snapshot === null || !("orderLineIds" in snapshot)) return [];
  const ids = snapshot.orderLineIds;
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? ids : null;
}

/**
 * A product, with its waiting list and the order lines that named it: they
 * name it again when it comes back, so cancelling one of those orders returns
 * its units, and the sales by product count it (docs/decisions/034-trash.md).
 */
export const productKind: TrashKindModel = {
  ...productWithWaitlist,
  async take(db, itemId) {
    const { title, snapshot } = await productWithWaitlist.take(db, itemId);
    const lines = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.productId, itemId));
    const withLines: ProductSnapshot = { ...snapshot, orderLineIds: lines.map((line) => line.id) };
    return { title, snapshot: withLines };
  },
  accepts: (snapshot) => productWithWaitlist.accepts(snapshot) && orderLineIdsOf(snapshot) !== null,
  async restore(db, snapshot, options) {
    const lineIds = orderLineIdsOf(snapshot);
    if (lineIds === null) throw new Error("The trash entry's snapshot is not one of its kind");
    const statements = await productWithWaitlist.restore(db, snapshot, options);
    const { row } = snapshot as ProductSnapshot;
    if (lineIds.length === 0) return statements;
    return [
      ...statements,
      db
        .update(orderLines)
        .set({ productId: row.id as number })
        // One bound parameter however many lines: D1 takes at most 100 a statement.
        .where(
          and(
            sql`${orderLines.id} in (select value from json_each(${JSON.stringify(lineIds)}))`,
            isNull(orderLines.productId),
          ),
        ),
    ];
  },
};
