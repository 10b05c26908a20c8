/**
 * Placing an order (docs/decisions/032-orders-without-a-payment-processor.md):
 * the ONE function the checkout page and POST /api/orders call. The order,
 * its lines, its first history entry and the units it takes are stored in
 * one D1 batch (a transaction): if any product's count would go below zero,
 * the trigger aborts it and nothing of the order is stored, so when many
 * visitors order the last units at once exactly as many orders are stored
 * as there are units. An order placed from a visitor's bag deletes the bag
 * in the same batch, so a stored order never leaves its lines to be ordered
 * again, and a refused one leaves the bag as it was. An order sent with its
 * checkout's key takes the token the key stands for (checkoutOrderToken):
 * the same form sent again, even while the first is being stored, finds the
 * token taken (the batch is refused whole) and answers the order the first
 * one stored.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { orderAnswers } from "~/content/order-messages";
import { FIRST_ORDER_STATUS } from "~/content/order-statuses";
import type { Database } from "~/db/client.server";
import { orderLines, orderStatusChanges, orders, products, type NoticeState } from "~/db/schema";
import { deleteStoredBag } from "~/services/bag/stored-bags.server";
import type { OrderRequest } from "~/validation/order";
import type { SiteSettings } from "~/validation/site-settings";
import { conflict, isServiceError } from "../errors.server";
import { randomToken } from "../random-token.server";
import {
  catalogueOf,
  openOrderOptions,
  priceOrder,
  type CatalogueProduct,
  type PricedOrder,
} from "./order-pricing.server";
import { isStockShortage, takeUnits, unitsToTake } from "./order-stock.server";
import { checkoutOrderToken } from "./checkout-token.server";
import { readOrderWhere, type OrderDetail } from "./order-reads.server";
import { placedOrder, storedPlacedOrder, type PlacedOrder } from "./placed-order.server";

/** The products an order names, as pricing reads them. */
async function readCatalogue(db: Database, request: OrderRequest) {
  const ids = request.items.map((item) => item.productId);
  const rows: CatalogueProduct[] = await db
    .select({
      id: products.id,
      name: products.name,
      availability: products.availability,
      priceCents: products.priceCents,
      stock: products.stock,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return catalogueOf(rows);
}

function storeOrder(
  db: Database,
  request: OrderRequest,
  priced: PricedOrder,
  token: string,
  { now, noticeState, bagToken }: StoreOptions,
) {
  // The lines and the history find the order by its token: its id is made within the batch.
  const orderId = sql<number>`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.token} = ${token})`;
  const { delivery, payment, totals } = priced;
  return db.batch([
    db
      .insert(orders)
      .values({
        token,
        name: request.name,
        phone: request.phone,
        email: request.email,
        deliveryOption: delivery.id,
        deliveryLabel: delivery.label,
        deliveryAddress: delivery.address,
        deliveryPostalCode: delivery.postalCode,
        paymentMethod: payment.id,
        paymentLabel: payment.label,
        notes: request.notes,
        invoice: request.invoice,
        subtotalCents: totals.subtotalCents,
        deliveryCents: totals.deliveryCents,
        totalCents: totals.totalCents,
        status: FIRST_ORDER_STATUS,
        noticeState,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id }),
    db.insert(orderLines).values(
      priced.lines.map((line) => ({
        orderId,
        productId: line.productId,
        productName: line.productName,
        unitCents: line.unitCents,
        quantity: line.quantity,
        // Before the stock statements below: what they take, counted or not.
        unitsTaken: unitsToTake(line.productId, line.quantity),
      })),
    ),
    db.insert(orderStatusChanges).values({ orderId, status: FIRST_ORDER_STATUS, changedAt: now }),
    ...priced.lines.map((line) => takeUnits(db, line.productId, line.quantity)),
    ...(bagToken ? [deleteStoredBag(db, bagToken)] : []),
  ]);
}

/** After the trigger stopped a batch: the first line whose product has too few units now. */
async function shortLine(db: Database, request: OrderRequest) {
  const catalogue = await readCatalogue(db, request);
  return request.items.find((item) => {
    const stock = catalogue.get(item.productId)?.stock;
    return stock !== null && stock !== undefined && stock < item.quantity;
  });
}

/** Whether the stored order is the one `request` asks for: the same lines, phone, delivery and payment. */
function isSameOrder(stored: OrderDetail, request: OrderRequest): boolean {
  const lines = (items: readonly { productId: number | null; quantity: number }[]) =>
    items
      .map((item) => `${item.productId ?? ""}×${item.quantity}`)
      .sort()
      .join(" ");
  return (
    lines(stored.lines) === lines(request.items) &&
    stored.phone === request.phone &&
    stored.deliveryOption === request.delivery.option &&
    stored.paymentMethod === request.payment
  );
}

/**
 * After a refusal of a request with a checkout's key: the order the key had
 * already placed, `repeated`; this request's own order when D1 stored the
 * batch but its answer was lost; a 409 when the key placed another order.
 * Null when the key placed none: the refusal stands.
 */
async function orderOfKey(
  db: Database,
  token: string,
  request: OrderRequest,
  settings: Pick<SiteSettings, "orders" | "business">,
  now: Date,
): Promise<PlaceOrderAnswer | null> {
  const found = await orderUnderToken(db, token, request);
  if (!found) return null;
  const repeated = found.stored.createdAt.getTime() !== now.getTime();
  if (repeated && !found.same) throw conflict(orderAnswers.checkoutKeyUsed);
  return { ...storedPlacedOrder(found.stored, settings), repeated };
}

/** The order stored under `token`, and whether it is the one `request` asks for; null when none is. */
async function orderUnderToken(db: Database, token: string, request: OrderRequest) {
  const stored = await readOrderWhere(db, eq(orders.token, token));
  return stored && { stored, same: isSameOrder(stored, request) };
}

/** The token `request`'s checkout key stands for; null without a key or a secret to sign it with. */
function keyedToken(request: OrderRequest, keySecret: string | null): Promise<string> | null {
  return keySecret && request.checkoutKey
    ? checkoutOrderToken(keySecret, request.checkoutKey)
    : null;
}

/**
 * The order `request`'s checkout key already placed, when it is this same
 * order: what a repeat is answered with where it is refused before being
 * priced (the hour's attempts used up). Null without a key, when the key
 * placed nothing, or another order.
 */
export async function orderPlacedBefore(
  db: Database,
  settings: Pick<SiteSettings, "orders" | "business">,
  request: OrderRequest,
  keySecret: string | null,
): Promise<PlacedOrder | null> {
  const token = await keyedToken(request, keySecret);
  const found = token ? await orderUnderToken(db, token, request) : null;
  return found?.same ? storedPlacedOrder(found.stored, settings) : null;
}

/** The order placed; `repeated` when its checkout's key had already placed it and nothing new was stored. */
export type PlaceOrderAnswer = PlacedOrder & { repeated: boolean };

export interface PlaceOrderOptions {
  now?: Date;
  /** The owner's notice: 'pending' when it is about to be sent, 'off' otherwise. */
  noticeState?: NoticeState;
  /** The stored bag the order was placed from, deleted in the order's batch. */
  bagToken?: string | null;
  /**
   * The key a request's `checkoutKey` is signed with into its order's token
   * (the Worker's session key, checkoutOrderToken); without it the order's
   * token is random and a repeat is stored again.
   */
  keySecret?: string | null;
}

type StoreOptions = Required<Omit<PlaceOrderOptions, "keySecret">>;

/**
 * Prices the request with the catalogue's prices and the owner's options,
 * then stores it with its units taken. Refusals: 404 'Pedidos' off or an
 * unknown product, 400 an option the owner does not offer, 409 a product
 * that cannot be ordered, too few units (named) or a subtotal under the
 * minimum; nothing is stored. A request whose `checkoutKey` already placed
 * this order answers it, `repeated`, whatever it would be refused for now
 * (the units the first one took, its token taken); 409 'Esta clave ya se
 * usó para otro pedido…' when the key placed a different one.
 */
export async function placeOrder(
  db: Database,
  settings: Pick<SiteSettings, "orders" | "business">,
  request: OrderRequest,
  {
    now = new Date(),
    noticeState = "off",
    bagToken = null,
    keySecret = null,
  }: PlaceOrderOptions = {},
): Promise<PlaceOrderAnswer> {
  const keyed = await keyedToken(request, keySecret);
  const token = keyed ?? randomToken();
  try {
    const placed = await storeNewOrder(db, settings, request, token, {
      now,
      noticeState,
      bagToken,
    });
    return { ...placed, repeated: false };
  } catch (error) {
    if (!keyed) throw error;
    const ofKey = await orderOfKey(db, token, request, settings, now).catch(
      // The key's refusal is the answer; a failed read leaves the first failure as it.
      (readError: unknown) => {
        if (isServiceError(readError)) throw readError;
        return null;
      },
    );
    if (ofKey) return ofKey;
    throw error;
  }
}

async function storeNewOrder(
  db: Database,
  settings: Pick<SiteSettings, "orders" | "business">,
  request: OrderRequest,
  token: string,
  storeOptions: StoreOptions,
): Promise<PlacedOrder> {
  const options = openOrderOptions(settings);
  // Twice at most: a batch stopped by units taken meanwhile is priced again once.
  for (let attempt = 0; ; attempt += 1) {
    const priced = priceOrder(request, await readCatalogue(db, request), options);
    try {
      const [[stored]] = await storeOrder(db, request, priced, token, storeOptions);
      if (!stored) throw new Error("The order was not stored");
      return placedOrder({ id: stored.id, token }, priced, settings);
    } catch (error) {
      if (!isStockShortage(error)) throw error;
      const short = await shortLine(db, request);
      const product = short && priced.lines.find((line) => line.productId === short.productId);
      if (product) throw conflict(orderAnswers.notEnoughStock(product.productName));
      if (attempt > 0)
        throw conflict(orderAnswers.notEnoughStock(priced.lines[0]?.productName ?? ""));
    }
  }
}
