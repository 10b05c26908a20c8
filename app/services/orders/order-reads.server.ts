/**
 * An order as the admin and the buyer's page read it: its row (never its
 * token, which only the status link carries), its number, its lines and its
 * history, read together in one D1 batch.
 */
import { asc, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  orderLines,
  orderStatusChanges,
  orders,
  type Order,
  type OrderLine,
  type OrderStatusChange,
} from "~/db/schema";
import { formatOrderNumber } from "~/shared/order-number";
import { orderStatusPath } from "~/shared/order-paths";

/** An order's row as answered: its number and status link instead of the token. */
export type OrderSummary = Omit<Order, "token"> & { number: string; statusUrl: string };

export interface OrderDetail extends OrderSummary {
  lines: Omit<OrderLine, "orderId" | "unitsTaken">[];
  history: Omit<OrderStatusChange, "orderId" | "id">[];
}

export function orderSummary({ token, ...row }: Order): OrderSummary {
  return { ...row, number: formatOrderNumber(row.id), statusUrl: orderStatusPath(token) };
}

/** The three reads of the orders that match `where` (one, by id or token), for a batch. */
export function orderDetailReads(db: Database, where: SQL) {
  const ids = db.select({ id: orders.id }).from(orders).where(where);
  return [
    db.select().from(orders).where(where).limit(1),
    db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        productName: orderLines.productName,
        unitCents: orderLines.unitCents,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        status: orderStatusChanges.status,
        note: orderStatusChanges.note,
        changedAt: orderStatusChanges.changedAt,
        changedBy: orderStatusChanges.changedBy,
      })
      .from(orderStatusChanges)
      .where(inArray(orderStatusChanges.orderId, ids))
      .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id)),
  ] as const;
}

/** The batch's answers as one order; null when there was none. */
export function orderDetailOf(
  rows: Order[],
  lines: OrderDetail["lines"],
  history: OrderDetail["history"],
): OrderDetail | null {
  const [row] = rows;
  return row ? { ...orderSummary(row), lines, history } : null;
}

/** One order with its lines and history; null when there is none. */
export async function readOrderWhere(db: Database, where: SQL): Promise<OrderDetail | null> {
  const [rows, lines, history] = await db.batch(orderDetailReads(db, where));
  return orderDetailOf(rows, lines, history);
}
