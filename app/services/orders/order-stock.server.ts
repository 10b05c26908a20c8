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
import { products } from "~/db/schema";

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
 * Gives `quantity` units back to a counted product, only while `still` holds
 * (the order is still in the state the change was made from, so two changes
 * at once give them back once). A product that was sold out because its
 * count reached zero is available again.
 */
export function giveUnitsBack(db: Database, productId: number, quantity: number, still: SQL) {
  return db
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      availability: sql`CASE WHEN ${products.availability} = 'agotado' AND ${products.stock} = 0 THEN 'disponible' ELSE ${products.availability} END`,
    })
    .where(and(eq(products.id, productId), isNotNull(products.stock), still));
}

/** Whether a failed batch was stopped by the trigger, however D1 and drizzle wrap it. */
export function isStockShortage(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(STOCK_BELOW_ZERO)) return true;
  }
  return false;
}
