/**
 * The orders as a request's site holds them (docs/decisions/002-standalone-mode.md):
 * the live site stores and reads them in D1; the standalone site simulates
 * a visitor's order, saying so, and refuses the admin's reads and changes,
 * as it does the inbox's.
 */
import type { SimulatedWrite } from "~/services/standalone-writes.server";
import type { OrderChange, OrderFilters } from "~/validation/order-change";
import type { OrderRequest } from "~/validation/order";
import type { ChangedOrder } from "./change-order-status.server";
import type { OrderFigures } from "./order-figures.server";
import type { ReceiptOrder, StoredReceipt } from "./order-receipts.server";
import type { OrderDetail, OrderSummary } from "./order-reads.server";
import type { PlacedOrder } from "./placed-order.server";

export type OrderOutcome =
  /** `repeated`: its checkout's key had already placed it; nothing new was stored. */
  | { simulated: false; value: PlacedOrder; repeated: boolean }
  | { simulated: true; value: SimulatedWrite<PlacedOrder> };

export interface OrderDesk {
  /**
   * A visitor's order, rate-limited per client address: 404 while 'Pedidos'
   * is off; 503 'No se pueden recibir pedidos en este momento…' when D1 fails.
   * `bagToken` names the stored bag it was placed from, emptied with the order.
   */
  place(
    input: OrderRequest,
    clientAddress: string,
    bagToken?: string | null,
  ): Promise<OrderOutcome>;
  list(filters: OrderFilters): Promise<OrderSummary[]>;
  read(id: number): Promise<OrderDetail>;
  /** A status move and/or a note, by the admin named `changedBy`. */
  change(id: number, change: OrderChange, changedBy: string): Promise<ChangedOrder>;
  /** What the delivered orders sold, by month and by product. */
  figures(): Promise<OrderFigures>;
  /** The orders `filters` selects, as the CSV download's text. */
  csv(filters: OrderFilters): Promise<string>;
  /** The receipts the buyer attached to order `id`, oldest first. */
  receipts(id: number): Promise<StoredReceipt[]>;
  /**
   * Keeps the receipt `readFile` reads, which the buyer attached to `order`
   * on its private page; 409, before the file is read, when it takes none.
   */
  attachReceipt(
    order: ReceiptOrder,
    readFile: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<StoredReceipt>;
  /** One receipt's file, for an admin; null when the order has none of that name. */
  receiptFile(id: number, name: string): Promise<R2ObjectBody | null>;
  /** The order behind a private status link; null when there is none. */
  byToken(token: string): Promise<OrderDetail | null>;
  /**
   * The order a checkout's key placed (`orderRequestSchema`'s `checkoutKey`);
   * null when it placed none, or is not a key's form.
   */
  placedWith(checkoutKey: unknown): Promise<OrderDetail | null>;
}
