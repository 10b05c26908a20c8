import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { OrderFilters } from "~/validation/order-change";
import { orderSummary, type OrderSummary } from "./order-reads.server";

/** The orders, newest first, only those of `filters.status` when it is given. */
export async function listOrders(db: Database, filters: OrderFilters): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(filters.status ? eq(orders.status, filters.status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(orderSummary);
}
