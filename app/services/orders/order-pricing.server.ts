/**
 * What an order costs, decided on the server alone
 * (docs/decisions/032-orders-without-a-payment-processor.md): the delivery
 * and payment chosen among the owner's options, each product at the
 * catalogue's price, the delivery's cost unless the subtotal reaches its
 * free-shipping threshold, and the owner's minimum. A price the client sent
 * never reaches here. Shared by the live site and the standalone one.
 */
import { orderAnswers, orderMessages } from "~/content/order-messages";
import type { ProductAvailability } from "~/db/schema";
import { formatPrice } from "~/shared/money";
import { isOrderable } from "~/shared/orderable";
import { orderTotals, type OrderTotals } from "~/shared/order-totals";
import type { OrderRequest } from "~/validation/order";
import type { DeliveryOption, OrderOptions, PaymentOption } from "~/validation/order-options";
import { orderOptions } from "~/validation/order-options";
import type { SiteSettings } from "~/validation/site-settings";
import { ServiceError, badRequest, notFound } from "../errors.server";

/** A product as an order reads it. */
export interface CatalogueProduct {
  id: number;
  name: string;
  availability: ProductAvailability;
  priceCents: number | null;
  stock: number | null;
}

export interface PricedLine {
  productId: number;
  productName: string;
  unitCents: number;
  quantity: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  delivery: DeliveryOption & { address: string | null; postalCode: string | null };
  payment: PaymentOption;
  totals: OrderTotals;
}

/** The owner's options when 'Pedidos' is on; a 404 when it is off: the checkout does not exist. */
export function openOrderOptions(settings: Pick<SiteSettings, "orders">): OrderOptions {
  const options = orderOptions(settings.orders);
  if (!options.enabled) throw notFound(orderAnswers.ordersOff);
  return options;
}

/** A 400 on one field, its message also the answer's. */
const fieldRefusal = (field: string, message: string) =>
  badRequest(message, { [field]: [message] });

/** A refusal of one line, naming its field for the form. */
const lineRefusal = (status: 404 | 409, index: number, field: string, message: string) =>
  new ServiceError(status, message, { fieldErrors: { [`items.${index}.${field}`]: [message] } });

function chosenDelivery(request: OrderRequest, options: OrderOptions): PricedOrder["delivery"] {
  const option = options.delivery.find((candidate) => candidate.id === request.delivery.option);
  if (!option) throw fieldRefusal("delivery.option", orderMessages.delivery);
  const { address, postalCode } = request.delivery;
  if (option.needsAddress && !address) {
    throw fieldRefusal("delivery.address", orderMessages.address);
  }
  // A pickup keeps the point's address and hours, as the owner wrote them then:
  // the buyer's page and the owner's say where to go.
  return option.needsAddress
    ? { ...option, address, postalCode }
    : { ...option, address: option.detail, postalCode: null };
}

function pricedLines(
  request: OrderRequest,
  catalogue: ReadonlyMap<number, CatalogueProduct>,
): PricedLine[] {
  return request.items.map((item, index) => {
    const product = catalogue.get(item.productId);
    if (!product) throw lineRefusal(404, index, "productId", orderMessages.product);
    // Counted units first: a product sold out by its count is 'agotado' too.
    if (product.stock !== null && product.stock < item.quantity) {
      throw lineRefusal(409, index, "quantity", orderAnswers.notEnoughStock(product.name));
    }
    if (!isOrderable(product) || product.priceCents === null) {
      throw lineRefusal(409, index, "productId", orderAnswers.notOrderable(product.name));
    }
    return {
      productId: product.id,
      productName: product.name,
      unitCents: product.priceCents,
      quantity: item.quantity,
    };
  });
}

/**
 * The order priced, or the refusal: 400 for an option the owner does not
 * offer or a missing address, 404 for an unknown product, 409 for one that
 * cannot be ordered, too few units left, or a subtotal under the minimum.
 */
export function priceOrder(
  request: OrderRequest,
  catalogue: ReadonlyMap<number, CatalogueProduct>,
  options: OrderOptions,
): PricedOrder {
  const delivery = chosenDelivery(request, options);
  const payment = options.payment.find((candidate) => candidate.id === request.payment);
  if (!payment) throw fieldRefusal("payment", orderMessages.payment);
  const lines = pricedLines(request, catalogue);
  const totals = orderTotals(
    lines.map((line) => ({ unitCents: line.unitCents, quantity: line.quantity })),
    delivery,
    options.minimumCents,
  );
  if (totals.belowMinimum) {
    const message = orderAnswers.belowMinimum(formatPrice(options.minimumCents));
    throw new ServiceError(409, message, { fieldErrors: { items: [message] } });
  }
  return { lines, delivery, payment, totals };
}

/** Products by id, as `priceOrder` looks them up. */
export function catalogueOf(rows: readonly CatalogueProduct[]): Map<number, CatalogueProduct> {
  return new Map(rows.map((row) => [row.id, row]));
}
