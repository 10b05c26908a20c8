/**
 * What the buyer is shown once an order is stored: its number, lines,
 * delivery and total, how to pay, the WhatsApp link with its summary, and
 * its private status page (docs/decisions/032-orders-without-a-payment-processor.md).
 */
import { formatOrderNumber } from "~/shared/order-number";
import { formatPrice } from "~/shared/money";
import { lineTotalCents } from "~/shared/order-totals";
import { orderStatusPath } from "~/shared/order-paths";
import { orderWhatsAppLink } from "~/shared/whatsapp-links";
import type { SiteSettings } from "~/validation/site-settings";
import type { OrderDetail } from "./order-reads.server";
import type { PricedLine, PricedOrder } from "./order-pricing.server";

/** How to pay: a transfer's account with the number as its reference, or cash's where and when. */
export type PaymentInstructions =
  | {
      method: "transfer";
      label: string;
      bank: string | null;
      beneficiary: string | null;
      clabe: string | null;
      /** What the buyer writes as the transfer's reference: the order's number. */
      reference: string;
    }
  | { method: "cash"; label: string; details: string | null };

/** A line as ordered; its product's id is null once the product is deleted. */
type PlacedLine = Omit<PricedLine, "productId"> & { productId: number | null };

export interface PlacedOrder {
  /** The stored id; 'MP-0042' is `number`. */
  id: number;
  number: string;
  lines: (PlacedLine & { lineCents: number })[];
  delivery: { option: string; label: string; address: string | null; postalCode: string | null };
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
  payment: PaymentInstructions;
  /** The buyer's private page of the order, `/pedido/<token>`. */
  statusUrl: string;
  whatsappUrl: string;
  /** The owner's 'Texto tras el pedido'. */
  confirmationText: string;
}

/**
 * How to pay an order with the method it names, from the owner's settings
 * as they stand (the account the buyer pays into today).
 */
export function paymentInstructions(
  payment: { id: string; label: string },
  settings: Pick<SiteSettings, "orders">,
  number: string,
): PaymentInstructions {
  const { transfer, cash } = settings.orders.payment;
  const label = payment.label;
  if (payment.id === "transfer") {
    const { bank, beneficiary, clabe } = transfer;
    return { method: "transfer", label, bank, beneficiary, clabe, reference: number };
  }
  return { method: "cash", label, details: cash.details };
}

/** 'Enviar pedido por WhatsApp': the owner's chat with the order's number and summary typed in. */
export function buyerChatLink(
  settings: Pick<SiteSettings, "business">,
  order: {
    number: string;
    lines: readonly { quantity: number; productName: string; lineCents: number }[];
    deliveryLabel: string;
    deliveryCents: number;
    totalCents: number;
    paymentLabel: string;
  },
): string {
  return orderWhatsAppLink({
    whatsappNumber: settings.business.whatsappNumber,
    order: {
      number: order.number,
      lines: order.lines.map((line) => ({
        quantity: line.quantity,
        productName: line.productName,
        lineText: formatPrice(line.lineCents),
      })),
      deliveryLabel: order.deliveryLabel,
      deliveryText: formatPrice(order.deliveryCents),
      totalText: formatPrice(order.totalCents),
      paymentLabel: order.paymentLabel,
    },
  });
}

/** What a placed order answers is drawn from: the order just priced, or the stored one. */
interface OrderFacts {
  id: number;
  statusUrl: string;
  lines: readonly PlacedLine[];
  delivery: PlacedOrder["delivery"];
  payment: { id: string; label: string };
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
}

function placedOrderOf(
  order: OrderFacts,
  settings: Pick<SiteSettings, "orders" | "business">,
): PlacedOrder {
  const number = formatOrderNumber(order.id);
  const lines = order.lines.map((line) => ({ ...line, lineCents: lineTotalCents(line) }));
  const { subtotalCents, deliveryCents, totalCents } = order;
  const whatsappUrl = buyerChatLink(settings, {
    number,
    lines,
    deliveryLabel: order.delivery.label,
    deliveryCents,
    totalCents,
    paymentLabel: order.payment.label,
  });
  return {
    id: order.id,
    number,
    lines,
    delivery: order.delivery,
    subtotalCents,
    deliveryCents,
    totalCents,
    payment: paymentInstructions(order.payment, settings, number),
    statusUrl: order.statusUrl,
    whatsappUrl,
    confirmationText: settings.orders.confirmationText,
  };
}

/** The order just stored, as priced. */
export function placedOrder(
  stored: { id: number; token: string },
  priced: PricedOrder,
  settings: Pick<SiteSettings, "orders" | "business">,
): PlacedOrder {
  const { delivery, totals } = priced;
  return placedOrderOf(
    {
      id: stored.id,
      statusUrl: orderStatusPath(stored.token),
      lines: priced.lines,
      delivery: {
        option: delivery.id,
        label: delivery.label,
        address: delivery.address,
        postalCode: delivery.postalCode,
      },
      payment: priced.payment,
      ...totals,
    },
    settings,
  );
}

/** An order stored before (its checkout's key sent again), as it was stored. */
export function storedPlacedOrder(
  order: OrderDetail,
  settings: Pick<SiteSettings, "orders" | "business">,
): PlacedOrder {
  return placedOrderOf(
    {
      id: order.id,
      statusUrl: order.statusUrl,
      lines: order.lines.map(({ productId, productName, unitCents, quantity }) => ({
        productId,
        productName,
        unitCents,
        quantity,
      })),
      delivery: {
        option: order.deliveryOption,
        label: order.deliveryLabel,
        address: order.deliveryAddress,
        postalCode: order.deliveryPostalCode,
      },
      payment: { id: order.paymentMethod, label: order.paymentLabel },
      subtotalCents: order.subtotalCents,
      deliveryCents: order.deliveryCents,
      totalCents: order.totalCents,
    },
    settings,
  );
}
