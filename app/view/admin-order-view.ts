/**
 * An order as the admin's pages show it: its row in the list, and its page
 * with the lines, the buyer's details, the history and what may follow.
 * Browser-safe shapes, made on the server.
 */
import { ORDER_STATES, nextOrderStates, type OrderStatus } from "~/content/order-statuses";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { REGIMENES_FISCALES, USOS_CFDI } from "~/content/sat-catalogs";
import type {
  MonthFigures,
  OrderFigures,
  ProductFigures,
} from "~/services/orders/order-figures.server";
import type { OrderDetail, OrderSummary } from "~/services/orders/order-reads.server";
import { formatDateTime } from "~/shared/dates";
import { lineTotalCents } from "~/shared/order-totals";
import { orderStatusLink } from "~/shared/whatsapp-links";
import { handOverOf } from "~/validation/order-options";

const regimenes: Record<string, { label: string } | undefined> = REGIMENES_FISCALES;
const usos: Record<string, string | undefined> = USOS_CFDI;
/** A catalogue's code with its name ('601 · General de Ley Personas Morales'). */
const withName = (code: string, name: string | undefined) => (name ? `${code} · ${name}` : code);

export interface OrderRowView {
  id: number;
  number: string;
  placedAt: string;
  placedAtLabel: string;
  name: string;
  totalCents: number;
  status: OrderStatus;
  statusLabel: string;
}

export function orderRowView(order: OrderSummary): OrderRowView {
  const placedAt = new Date(order.createdAt);
  return {
    id: order.id,
    number: order.number,
    placedAt: placedAt.toISOString(),
    placedAtLabel: formatDateTime(placedAt),
    name: order.name,
    totalCents: order.totalCents,
    status: order.status,
    statusLabel: ORDER_STATES[order.status].label,
  };
}

export interface OrderPageView extends OrderRowView {
  phone: string;
  email: string | null;
  delivery: { label: string; address: string | null; postalCode: string | null };
  paymentLabel: string;
  notes: string | null;
  /** The invoice's data as lines to show ('RFC: …'); null without one. */
  invoice: [string, string][] | null;
  lines: { productName: string; quantity: number; unitCents: number; lineCents: number }[];
  subtotalCents: number;
  deliveryCents: number;
  history: { label: string; at: string; atLabel: string; by: string; note: string | null }[];
  /** The states the order may move to, in the order the form offers them. */
  next: { status: OrderStatus; label: string }[];
  /** The buyer's chat with this state's words typed in; null for a phone WhatsApp cannot open. */
  buyerChat: string | null;
}

export function orderPageView(order: OrderDetail): OrderPageView {
  const invoice = order.invoice;
  return {
    ...orderRowView(order),
    phone: order.phone,
    email: order.email,
    delivery: {
      label: order.deliveryLabel,
      address: order.deliveryAddress,
      postalCode: order.deliveryPostalCode,
    },
    paymentLabel: order.paymentLabel,
    notes: order.notes,
    invoice: invoice
      ? [
          ["RFC", invoice.rfc],
          ["Razón social", invoice.razonSocial],
          [
            "Régimen fiscal",
            withName(invoice.regimenFiscal, regimenes[invoice.regimenFiscal]?.label),
          ],
          ["Código postal fiscal", invoice.codigoPostal],
          ["Uso de CFDI", withName(invoice.usoCfdi, usos[invoice.usoCfdi])],
        ]
      : null,
    lines: order.lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: lineTotalCents(line),
    })),
    subtotalCents: order.subtotalCents,
    deliveryCents: order.deliveryCents,
    history: order.history.map((change) => {
      const at = new Date(change.changedAt);
      return {
        label: ORDER_STATES[change.status].label,
        at: at.toISOString(),
        atLabel: formatDateTime(at),
        by: change.changedBy ?? copy.placedByBuyer,
        note: change.note,
      };
    }),
    next: nextOrderStates(order.status, handOverOf(order.deliveryOption)).map((status) => ({
      status,
      label: ORDER_STATES[status].label,
    })),
    buyerChat: orderStatusLink(order),
  };
}

const monthName = new Intl.DateTimeFormat("es-MX", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export interface OrderFiguresView {
  months: (MonthFigures & { label: string })[];
  products: ProductFigures[];
}

/** The figures with each month named as the owner reads it ('noviembre de 2026'). */
export function orderFiguresView(figures: OrderFigures): OrderFiguresView {
  return {
    months: figures.months.map((row) => ({
      ...row,
      label: monthName.format(new Date(`${row.month}-15T12:00:00Z`)),
    })),
    products: figures.products,
  };
}
