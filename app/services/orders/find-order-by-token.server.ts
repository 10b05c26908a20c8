import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { RANDOM_TOKEN } from "../random-token.server";
import { readOrderWhere, type OrderDetail } from "./order-reads.server";

/**
 * The order behind a private status link (`/pedido/<token>`); null for a
 * token that names none. A token of the wrong form is not even looked up.
 */
export async function findOrderByToken(db: Database, token: string): Promise<OrderDetail | null> {
  if (!RANDOM_TOKEN.test(token)) return null;
  return readOrderWhere(db, eq(orders.token, token));
}
