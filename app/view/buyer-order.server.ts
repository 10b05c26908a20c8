/**
 * An order as its buyer sees it on its private page (`/pedido/<token>`):
 * the lines, the delivery, the totals, how to pay with today's account, the
 * WhatsApp link with the summary, and the history of its states.
 */
import { ORDER_STATES } from "~/content/order-statuses";
import type { OrderDetail } from "~/services/orders/order-reads.server";
import { takesReceipt } from "~/services/orders/order-receipts.server";
import { storedPlacedOrder, type PaymentInstructions } from "~/services/orders/placed-order.server";
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
  // The same lines, totals, payment and WhatsApp link the order was answered with.
  const placed = storedPlacedOrder(order, settings);
  const { label, address, postalCode } = placed.delivery;
  return {
    number: placed.number,
    statusLabel: ORDER_STATES[order.status].label,
    lines: placed.lines.map(({ productName, quantity, unitCents, lineCents }) => ({
      productName,
      quantity,
      unitCents,
      lineCents,
    })),
    delivery: { label, address, postalCode },
    subtotalCents: placed.subtotalCents,
    deliveryCents: placed.deliveryCents,
    totalCents: placed.totalCents,
    payment: placed.payment,
    whatsappUrl: placed.whatsappUrl,
    confirmationText: placed.confirmationText,
    takesReceipt: takesReceipt(order),
    // The states and when: a note the owner wrote without moving the order stays in the panel.
    history: order.history
      .filter((change, index, all) => change.status !== all[index - 1]?.status)
      .map((change) => ({
        label: ORDER_STATES[change.status].label,
        at: new Date(change.changedAt).toISOString(),
      })),
  };
}
