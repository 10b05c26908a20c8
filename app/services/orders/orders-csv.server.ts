/**
 * The orders' CSV ('Descargar CSV' in 'Pedidos'): one row an order, its
 * products in one cell, amounts in pesos as a spreadsheet adds them
 * (docs/decisions/032-orders-without-a-payment-processor.md).
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { ORDER_STATES } from "~/content/order-statuses";
import type { Database } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { todayInMexicoCity } from "~/shared/code-expiry";
import { centsToPesos } from "~/shared/money";
import { formatOrderNumber } from "~/shared/order-number";
import { formatRequestDate } from "~/shared/request-format";
import type { OrderFilters } from "~/validation/order-change";
import { csvFile } from "../csv-file.server";

export const ORDERS_CSV_HEADER = [
  "Pedido",
  "Fecha",
  "Estado",
  "Nombre",
  "Teléfono",
  "Correo electrónico",
  "Entrega",
  "Dirección",
  "Código postal",
  "Pago",
  "Productos",
  "Subtotal",
  "Entrega (costo)",
  "Total",
  "Notas",
  "RFC",
  "Razón social",
  "Régimen fiscal",
  "Código postal fiscal",
  "Uso de CFDI",
] as const;

/** The orders `filters` selects, newest first, as the CSV's text. */
export async function ordersCsv(db: Database, filters: OrderFilters): Promise<string> {
  const where = filters.status ? eq(orders.status, filters.status) : undefined;
  const [rows, lines] = await db.batch([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, db.select({ id: orders.id }).from(orders).where(where)))
      .orderBy(asc(orderLines.id)),
  ]);
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return csvFile(
    ORDERS_CSV_HEADER,
    rows.map((order) => [
      formatOrderNumber(order.id),
      formatRequestDate(order.createdAt),
      ORDER_STATES[order.status].label,
      order.name,
      order.phone,
      order.email ?? "",
      order.deliveryLabel,
      order.deliveryAddress ?? "",
      order.deliveryPostalCode ?? "",
      order.paymentLabel,
      (linesOf.get(order.id) ?? [])
        .map((line) => `${line.quantity} × ${line.productName}`)
        .join("; "),
      centsToPesos(order.subtotalCents),
      centsToPesos(order.deliveryCents),
      centsToPesos(order.totalCents),
      order.notes ?? "",
      order.invoice?.rfc ?? "",
      order.invoice?.razonSocial ?? "",
      order.invoice?.regimenFiscal ?? "",
      order.invoice?.codigoPostal ?? "",
      order.invoice?.usoCfdi ?? "",
    ]),
  );
}

/** `pedidos-YYYY-MM-DD.csv`, the date in Mexico City. */
export function ordersCsvFileName(now: Date): string {
  return `pedidos-${todayInMexicoCity(now)}.csv`;
}
