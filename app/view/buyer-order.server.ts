/**
 * An order as its buyer sees it on its private page (`/pedido/<token>`):
 * the lines, the delivery, the totals, how to pay with today's account, the
 * WhatsApp link with the summary, and the history of its states.
 */
import { ORDER_STATES } from "~/content/order-statuses";
import type { OrderDetail } from "~/services/orders/order-reads.server";
import {
  buyerChatLink,
  paymentInstructions,
  type PaymentInstructions,
} from "~/services/orders/placed-order.server";
import { lineTotalCents } from "~/shared/order-totals";
import type { SiteSettings } from "~/validation/site-settings";

export interface BuyerOrderView {
  number: string;
  statusLabel: string;
  lines: { productName: string; quantity: number; unitCents: number; lineCents: number }[];
  delivery: { label: string; address: string | null; postalCode: string | null };
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
  payment: PaymentInstructions;
  whatsappUrl: string;
  confirmationText: string;
  /** A transfer's receipt may be attached: paid by transfer and not cancelled. */
  takesReceipt: boolean;
  /** The states and when; the owner's notes stay in the panel. */
  history: { label: string; at: string }[];
}

export function buyerOrderView(
  order: OrderDetail,
  settings: Pick<SiteSettings, "orders" | "business">,
): BuyerOrderView {
  const lines = order.lines.map((line) => ({
    productName: line.productName,
    quantity: line.quantity,
    unitCents: line.unitCents,
    lineCents: lineTotalCents(line),
  }));
  return {
    number: order.number,
    statusLabel: ORDER_STATES[order.status].label,
    lines,
    delivery: {
      label: order.deliveryLabel,
      address: order.deliveryAddress,
      postalCode: order.deliveryPostalCode,
    },
    subtotalCents: order.subtotalCents,
    deliveryCents: order.deliveryCents,
    totalCents: order.totalCents,
    payment: paymentInstructions(
      { id: order.paymentMethod, label: order.paymentLabel },
      settings,
      order.number,
    ),
    whatsappUrl: buyerChatLink(settings, {
      number: order.number,
      lines,
      deliveryLabel: order.deliveryLabel,
      deliveryCents: order.deliveryCents,
      totalCents: order.totalCents,
      paymentLabel: order.paymentLabel,
    }),
    confirmationText: settings.orders.confirmationText,
    takesReceipt: order.paymentMethod === "transfer" && order.status !== "cancelado",
    history: order.history.map((change) => ({
      label: ORDER_STATES[change.status].label,
      at: new Date(change.changedAt).toISOString(),
    })),
  };
}
