/**
 * The admin's change of an order: a move along the path of
 * app/content/order-statuses.ts (`canMoveOrder` is the only check), a note,
 * or both, recorded in its history with who made it. A cancellation gives
 * the order's units back in the same batch; the answer says how many people
 * wait for each product that has units again, as a product made available
 * again does (docs/decisions/025-availability-and-waiting-list.md).
 */
import { and, eq, sql } from "drizzle-orm";
import { availabilityCopy } from "~/content/availability";
import { orderAnswers } from "~/content/order-messages";
import {
  ORDER_STATES,
  canMoveOrder,
  holdsStock,
  nextOrderStates,
  onlyForHandOver,
  type OrderHandOver,
  type OrderStatus,
} from "~/content/order-statuses";
import { REQUESTS_PATH } from "~/content/request-inbox";
import type { Database } from "~/db/client.server";
import { orderStatusChanges, orders } from "~/db/schema";
import type { OrderChange } from "~/validation/order-change";
import { handOverOf } from "~/validation/order-options";
import { badRequest, conflict } from "../errors.server";
import { countWaitingFor } from "../waitlist.server";
import type { OrderDetail } from "./order-reads.server";
import { giveUnitsBack } from "./order-stock.server";
import { readOrder } from "./read-order.server";

/** People waiting for a product that a cancellation gave units back to. */
export interface WaitingNotice {
  productId: number;
  productName: string;
  count: number;
  /** '2 personas esperan «Miel Picosa».' */
  message: string;
  /** Their entries in 'Solicitudes'. */
  href: string;
}

export interface ChangedOrder extends OrderDetail {
  waiting: WaitingNotice[];
}

async function waitingNotices(db: Database, order: OrderDetail): Promise<WaitingNotice[]> {
  const notices: WaitingNotice[] = [];
  for (const line of order.lines) {
    if (line.productId === null) continue;
    const count = await countWaitingFor(db, line.productId);
    if (count === 0) continue;
    notices.push({
      productId: line.productId,
      productName: line.productName,
      count,
      message: availabilityCopy.waiting(count, line.productName),
      href: `${REQUESTS_PATH}?kind=waitlist&status=nueva&productId=${line.productId}`,
    });
  }
  return notices;
}

/**
 * Why a move the path allows is refused for this order: it is handed over
 * the other way ('Enviado' for a pickup). Null for any other refusal.
 */
function handOverRefusal(
  from: OrderStatus,
  to: OrderStatus,
  handOver: OrderHandOver,
): string | null {
  const fitting = nextOrderStates(from, handOver).find(
    (status) => onlyForHandOver(status) === handOver,
  );
  const pathAllows = (ORDER_STATES[from].next as readonly OrderStatus[]).includes(to);
  return pathAllows && fitting ? orderAnswers.handOver(ORDER_STATES[fitting].label) : null;
}

export async function changeOrderStatus(
  db: Database,
  id: number,
  change: OrderChange,
  changedBy: string | null,
  now = new Date(),
): Promise<ChangedOrder> {
  const current = await readOrder(db, id);
  if (change.from !== undefined && change.from !== current.status) {
    // The same change sent twice (a double click without JavaScript): done already.
    if (change.status === current.status) return { ...current, waiting: [] };
    throw conflict(orderAnswers.changedSinceShown(ORDER_STATES[current.status].label));
  }
  // Staying where it is is no move: a note alone leaves out the status.
  if (change.status !== undefined) {
    const handOver = handOverOf(current.deliveryOption);
    if (!canMoveOrder(current.status, change.status, handOver)) {
      const message =
        handOverRefusal(current.status, change.status, handOver) ?? orderAnswers.status;
      throw badRequest(message, { status: [message] });
    }
  }
  const status = change.status ?? current.status;
  const moving = status !== current.status;
  // Every statement holds only while the order is as it was read: two changes at once make one.
  const unchanged = and(eq(orders.id, id), eq(orders.status, current.status));
  const stillAsRead = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${unchanged})`;
  const givesBack = moving && holdsStock(current.status) && !holdsStock(status);
  const unitsBack = givesBack
    ? current.lines.flatMap(({ id, productId }) =>
        productId === null ? [] : [giveUnitsBack(db, { id, productId }, stillAsRead)],
      )
    : [];
  const results = await db.batch([
    db.insert(orderStatusChanges).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          orderId: orders.id,
          status: sql<string>`${status}`.as("status"),
          note: sql<string | null>`${change.note}`.as("note"),
          changedAt: sql<number>`${now.getTime()}`.as("changedAt"),
          changedBy: sql<string | null>`${changedBy}`.as("changedBy"),
        })
        .from(orders)
        .where(unchanged),
    ),
    ...unitsBack,
    // Last: the statements before it still see the order as it was read.
    db.update(orders).set({ status, updatedAt: now }).where(unchanged).returning({ id: orders.id }),
  ]);
  const updated = results.at(-1);
  if (!Array.isArray(updated) || updated.length === 0) {
    // The same change sent twice at once: the other request made it.
    const reread = change.from === undefined ? null : await readOrder(db, id);
    if (reread && moving && reread.status === status) return { ...reread, waiting: [] };
    throw conflict(orderAnswers.changedMeanwhile);
  }
  const changed = await readOrder(db, id);
  return { ...changed, waiting: givesBack ? await waitingNotices(db, changed) : [] };
}
