/**
 * What the checkout offers, read from the 'Pedidos' settings
 * (docs/decisions/031-order-settings.md): each delivery option and payment
 * method the owner turned on, with a stable id a bag or an order can name.
 */
import type { OrderHandOver } from "~/content/order-statuses";
import { slugify } from "~/shared/slug";
import type { OrderSettings } from "./site-settings";

export type DeliveryOptionId = `pickup-${number}` | `local-${string}` | "shipping";
export type PaymentMethodId = "transfer" | "cash";

const PICKUP_PREFIX = "pickup-";

/** How an order whose delivery option is `id` reaches its buyer (an order keeps the id it was placed with). */
export function handOverOf(id: string): OrderHandOver {
  return id.startsWith(PICKUP_PREFIX) ? "pickup" : "sent";
}

export interface DeliveryOption {
  id: DeliveryOptionId;
  label: string;
  /** The pickup point's address and hours, when the owner gave them. */
  detail: string | null;
  costCents: number;
  /** Delivered (local or shipping): the order asks for an address. */
  needsAddress: boolean;
  /** Shipping only: the order total from which it is free (applied by the totals, not here). */
  freeFromCents: number | null;
}

export interface PaymentOption {
  id: PaymentMethodId;
  label: string;
}

export interface OrderOptions {
  /** Whether the site takes orders; off, products are asked for over WhatsApp. */
  enabled: boolean;
  delivery: DeliveryOption[];
  payment: PaymentOption[];
  minimumCents: number;
}

export const paymentLabels: Record<PaymentMethodId, string> = {
  transfer: "Transferencia SPEI",
  cash: "Efectivo",
};

export function orderOptions(settings: OrderSettings): OrderOptions {
  const pickup = settings.pickupPoints.map((point, index): DeliveryOption => ({
    id: `${PICKUP_PREFIX}${index + 1}`,
    label: `Recoger en ${point.label}`,
    detail: point.address,
    costCents: 0,
    needsAddress: false,
    freeFromCents: null,
  }));
  const local = settings.localDelivery.map((row): DeliveryOption => ({
    id: `local-${slugify(row.town)}`,
    label: `Entrega en ${row.town}`,
    detail: null,
    costCents: row.costCents,
    needsAddress: true,
    freeFromCents: null,
  }));
  const { shipping, payment } = settings;
  const shipped: DeliveryOption[] = shipping.enabled
    ? [
        {
          id: "shipping",
          label: "Envío a todo México",
          detail: null,
          costCents: shipping.costCents,
          needsAddress: true,
          freeFromCents: shipping.freeFromCents,
        },
      ]
    : [];
  const methods = (["transfer", "cash"] as const).filter((id) => payment[id].enabled);
  return {
    enabled: settings.enabled,
    delivery: [...pickup, ...local, ...shipped],
    payment: methods.map((id) => ({ id, label: paymentLabels[id] })),
    minimumCents: settings.minimumCents,
  };
}
