import { eq } from "drizzle-orm";
import { orderAnswers } from "~/content/order-messages";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { notFound } from "../errors.server";
import { readOrderWhere, type OrderDetail } from "./order-reads.server";

/** One order, by its id (its number), with its lines and history; 404 'Pedido no encontrado'. */
export async function readOrder(db: Database, id: number): Promise<OrderDetail> {
  const order = await readOrderWhere(db, eq(orders.id, id));
  if (!order) throw notFound(orderAnswers.orderNotFound);
  return order;
}
