/**
 * The orders in a backup (docs/decisions/013-backups.md): each with its
 * token (its status link keeps working after a restore), its lines and its
 * history; read in the backup's one batch, checked row by row on restore,
 * and put back with their ids. A file from before orders has none, and
 * restores with none.
 */
import { asc } from "drizzle-orm";
import { z } from "zod";
import { orderMessages } from "~/content/order-messages";
import { ORDER_STATUSES } from "~/content/order-statuses";
import type { Database } from "~/db/client.server";
import { orderLines, orderStatusChanges, orders } from "~/db/schema";
import { NOTICE_STATES } from "~/shared/enums";
import { invoiceSchema } from "~/validation/invoice";
import { MAX_QUANTITY } from "~/validation/order";
import { ORDER_NOTE_MAX_LENGTH } from "~/validation/order-change";
import { backupId, backupTimestamp } from "../backup-fields.server";
import { RANDOM_TOKEN } from "../random-token.server";

const id = backupId;
const timestamp = backupTimestamp;
const cents = z
  .number({ error: "La cantidad debe ser un número entero de centavos" })
  .int("La cantidad debe ser un número entero de centavos")
  .min(0, "La cantidad debe ser un número entero de centavos");
const text = (max: number) => z.string({ error: "Debe ser texto" }).trim().min(1).max(max);
const optional = (max: number) => z.string({ error: "Debe ser texto" }).max(max).nullable();
const status = z.enum(ORDER_STATUSES, { error: "Estado no válido" });

/** An order's row as a backup carries it, with its lines and history. */
export const orderBackupRow = z.object({
  id,
  token: z.string({ error: "El enlace del pedido no es válido" }).regex(RANDOM_TOKEN),
  name: text(120),
  phone: z.string({ error: orderMessages.phone }).regex(/^\d{10}$/, orderMessages.phone),
  email: z.email(orderMessages.email).max(254).nullable(),
  deliveryOption: text(60),
  deliveryLabel: text(200),
  deliveryAddress: optional(300),
  deliveryPostalCode: z
    .string({ error: orderMessages.postalCode })
    .regex(/^\d{5}$/, orderMessages.postalCode)
    .nullable(),
  paymentMethod: text(60),
  paymentLabel: text(200),
  notes: optional(1000),
  invoice: invoiceSchema.nullable(),
  subtotalCents: cents,
  deliveryCents: cents,
  totalCents: cents,
  status,
  noticeState: z.enum(NOTICE_STATES, { error: "Estado del aviso no válido" }),
  noticeAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  lines: z
    .array(
      z.object({
        id,
        productId: id.nullable(),
        productName: text(200),
        unitCents: cents,
        quantity: z.number().int().min(1).max(MAX_QUANTITY),
        // Absent from files made before it was kept: as then, the quantity.
        unitsTaken: z.number().int().min(0).max(MAX_QUANTITY).nullish(),
      }),
      { error: "Las líneas deben ser una lista" },
    )
    .min(1, "Un pedido tiene al menos una línea"),
  history: z.array(
    z.object({
      status,
      note: optional(ORDER_NOTE_MAX_LENGTH),
      changedAt: timestamp,
      changedBy: optional(120),
    }),
    { error: "El historial debe ser una lista" },
  ),
});

export type BackupOrderRow = z.output<typeof orderBackupRow>;

/** The reads of every order, line and change, for the backup's batch. */
export function orderBackupReads(db: Database) {
  return [
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(orderLines).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusChanges)
      .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id)),
  ] as const;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The orders as the file carries them: dates as ISO text, each with its lines and history. */
export function ordersBackupOf(
  orderRows: (typeof orders.$inferSelect)[],
  lineRows: (typeof orderLines.$inferSelect)[],
  changeRows: (typeof orderStatusChanges.$inferSelect)[],
) {
  return orderRows.map((order) => ({
    ...order,
    noticeAt: iso(order.noticeAt),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    lines: lineRows
      .filter((line) => line.orderId === order.id)
      .map(({ orderId: _orderId, ...line }) => line),
    history: changeRows
      .filter((change) => change.orderId === order.id)
      .map(({ status, note, changedAt, changedBy }) => ({
        status,
        note,
        changedAt: changedAt.toISOString(),
        changedBy,
      })),
  }));
}

/**
 * The statements that replace every order with the file's, for the
 * restore's batch: `clear` before the products are replaced, `insert` after.
 * A line whose product is not in the file keeps its name and price, without
 * the product (as when a product is deleted).
 */
export function orderRestoreStatements(
  db: Database,
  rows: readonly BackupOrderRow[],
  productIds: ReadonlySet<number | undefined>,
) {
  return {
    clear: [db.delete(orderStatusChanges), db.delete(orderLines), db.delete(orders)] as const,
    insert: rows.flatMap(({ lines, history, ...order }) => [
      db.insert(orders).values(order),
      ...lines.map((line) =>
        db.insert(orderLines).values({
          ...line,
          unitsTaken: line.unitsTaken ?? null,
          orderId: order.id,
          productId:
            line.productId !== null && productIds.has(line.productId) ? line.productId : null,
        }),
      ),
      ...history.map((change) =>
        db.insert(orderStatusChanges).values({ ...change, orderId: order.id }),
      ),
    ]),
  };
}
