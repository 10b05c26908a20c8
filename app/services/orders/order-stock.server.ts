/**
 * An order's units, taken from and given back to the products' stock
 * (docs/decisions/032-orders-without-a-payment-processor.md). A count never
 * goes below zero: the trigger `products_stock_never_negative`
 * (migrations/0010_orders.sql) aborts any update that would, and with it the
 * whole D1 batch the order is stored in. Products whose units are not
 * counted (stock null) are left alone.
 */
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderLines, products } from "~/db/schema";

/** The trigger's message: the batch was stopped because a count would go below zero. */
export const STOCK_BELOW_ZERO = "stock_below_zero";

/**
 * Takes `quantity` units of a counted product; at zero it becomes 'agotado'
 * on its own, so its waiting list opens (docs/decisions/030-prices-and-stock.md).
 */
export function takeUnits(db: Database, productId: number, quantity: number) {
  return db
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      availability: sql`CASE WHEN ${products.stock} - ${quantity} <= 0 THEN 'agotado' ELSE ${products.availability} END`,
    })
    .where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/**
 * What an order line takes of `quantity`, as its `unitsTaken`: all of it
 * when the product's units are counted, none when not. Read in the order's
 * batch before `takeUnits`.
 */
export function unitsToTake(productId: number, quantity: number): SQL<number> {
  return sql<number>`(SELECT CASE WHEN ${products.stock} IS NULL THEN 0 ELSE ${quantity} END FROM ${products} WHERE ${products.id} = ${productId})`;
}

/**
 * Gives the units order line `line` took back to its product, if counted,
 * only while `still` holds (the order is still in the state the change was
 * made from, so two changes at once give them back once). A line that took
 * none (the product was not counted when ordered) gives none. A product
 * that was sold out because its count reached zero is available again.
 */
export function giveUnitsBack(db: Database, line: { id: number; productId: number }, still: SQL) {
  const taken = sql`(SELECT COALESCE(${orderLines.unitsTaken}, ${orderLines.quantity}) FROM ${orderLines} WHERE ${orderLines.id} = ${line.id})`;
  return db
    .update(products)
    .set({
      stock: sql`${products.stock} + ${taken}`,
      availability: sql`CASE WHEN ${products.availability} = 'agotado' AND ${products.stock} = 0 THEN 'disponible' ELSE ${products.availability} END`,
    })
    .where(
      and(eq(products.id, line.productId), isNotNull(products.stock), sql`${taken} > 0`, still),
    );
}

/** Whether a failed batch was stopped by the trigger, however D1 and drizzle wrap it. */
export function isStockShortage(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(STOCK_BELOW_ZERO)) return true;
  }
  return false;
}
