import { asc, eq, inArray } from "drizzle-orm";
import { orderAnswers } from "~/content/order-messages";
import { canDeleteOrder, ORDER_STATUSES } from "~/content/order-statuses";
import { orderLines, orders, orderStatusChanges, products } from "~/db/schema";
import { conflict } from "~/services/errors.server";
import { deleteReceipts } from "~/services/orders/order-receipts.server";
import { readOrder } from "~/services/orders/read-order.server";
import { formatOrderNumber } from "~/shared/order-number";
import { revivedRows, storedRow, type StoredRow } from "../stored-rows.server";
import { tableKind, type TrashKindModel, type TrashSnapshot } from "../trash-kind.server";

/** The order's row with its lines as dependents; its history rides along (below). */
const orderWithLines = tableKind({
  table: orders,
  id: orders.id,
  dependents: { table: orderLines, parent: orderLines.orderId, id: orderLines.id },
  notFound: orderAnswers.orderNotFound,
  title: (row) => `${formatOrderNumber(row.id)} · ${row.name}`,
  refuseDelete: (row) =>
    canDeleteOrder(row.status) ? null : conflict(orderAnswers.deleteHoldsStock),
  // Moved back to a state that holds units since the read: nothing is deleted.
  removable: inArray(orders.status, ORDER_STATUSES.filter(canDeleteOrder)),
  shown: readOrder,
});

type OrderSnapshot = TrashSnapshot & { history: StoredRow[] };

const historyOf = (snapshot: unknown) =>
  typeof snapshot === "object" && snapshot !== null && "history" in snapshot
    ? revivedRows(orderStatusChanges, snapshot.history)
    : null;

/**
 * An order, deletable only while it holds no units (canDeleteOrder), with its
 * lines and status history; it comes back with its id, number and token, so
 * the buyer's private link works again. A line whose product was deleted
 * meanwhile comes back without it, as the product's delete leaves lines.
 * Its receipts stay in the private bucket while it is in the trash, and go
 * with it for good.
 */
export const orderKind: TrashKindModel = {
  ...orderWithLines,
  async take(db, itemId) {
    const { title, snapshot } = await orderWithLines.take(db, itemId);
    const history = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, itemId))
      .orderBy(asc(orderStatusChanges.id));
    const withHistory: OrderSnapshot = { ...snapshot, history: history.map(storedRow) };
    return { title, snapshot: withHistory };
  },
  accepts: (snapshot) => orderWithLines.accepts(snapshot) && historyOf(snapshot) !== null,
  async forget(files, itemId) {
    await deleteReceipts(files.BACKUPS, itemId);
  },
  async restore(db, snapshot, options) {
    const history = historyOf(snapshot);
    if (!history || !orderWithLines.accepts(snapshot)) {
      throw new Error("The trash entry's snapshot is not one of its kind");
    }
    const { dependents } = snapshot as OrderSnapshot;
    const named = dependents
      .map((line) => line.productId)
      .filter((id): id is number => typeof id === "number");
    const kept = new Set(
      named.length === 0
        ? []
        : (
            await db.select({ id: products.id }).from(products).where(inArray(products.id, named))
          ).map((product) => product.id),
    );
    const lines = dependents.map((line) =>
      typeof line.productId === "number" && !kept.has(line.productId)
        ? { ...line, productId: null }
        : line,
    );
    const statements = await orderWithLines.restore(
      db,
      { ...(snapshot as OrderSnapshot), dependents: lines },
      options,
    );
    return [
      ...statements,
      ...history.map((change) => db.insert(orderStatusChanges).values(change)),
    ];
  },
};
