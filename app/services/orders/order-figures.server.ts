/**
 * The owner's figures of what was sold: delivered orders only, by month (in
 * Mexico City, UTC−6 all year since 2022) and by product, in units and
 * amounts (docs/decisions/032-orders-without-a-payment-processor.md). Three
 * reads in one D1 batch.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";

export interface MonthFigures {
  /** `YYYY-MM`. */
  month: string;
  orders: number;
  units: number;
  /** What the delivered orders charged, delivery included. */
  totalCents: number;
}

export interface ProductFigures {
  productName: string;
  units: number;
  /** The lines' amounts, at the prices of their orders. */
  amountCents: number;
}

export interface OrderFigures {
  months: MonthFigures[];
  products: ProductFigures[];
}

const DELIVERED = eq(orders.status, "entregado");
const monthOf = (column: typeof orders.createdAt) =>
  sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch', '-6 hours')`;

export async function readOrderFigures(db: Database): Promise<OrderFigures> {
  const month = monthOf(orders.createdAt);
  const [byMonth, unitsByMonth, byProduct] = await db.batch([
    db
      .select({
        month: month.as("month"),
        orders: sql<number>`count(*)`,
        totalCents: sql<number>`sum(${orders.totalCents})`,
      })
      .from(orders)
      .where(DELIVERED)
      .groupBy(sql`month`)
      .orderBy(desc(sql`month`)),
    db
      .select({ month: month.as("month"), units: sql<number>`sum(${orderLines.quantity})` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(DELIVERED)
      .groupBy(sql`month`),
    db
      .select({
        productName: orderLines.productName,
        units: sql<number>`sum(${orderLines.quantity})`,
        amountCents: sql<number>`sum(${orderLines.quantity} * ${orderLines.unitCents})`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(DELIVERED)
      .groupBy(orderLines.productName)
      .orderBy(desc(sql`3`), orderLines.productName),
  ]);
  const units = new Map(unitsByMonth.map((row) => [row.month, Number(row.units)]));
  return {
    months: byMonth.map((row) => ({
      month: row.month,
      orders: Number(row.orders),
      units: units.get(row.month) ?? 0,
      totalCents: Number(row.totalCents),
    })),
    products: byProduct.map((row) => ({
      productName: row.productName,
      units: Number(row.units),
      amountCents: Number(row.amountCents),
    })),
  };
}
