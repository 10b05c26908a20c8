/**
 * Where an order stands, each state declared once
 * (docs/decisions/032-orders-without-a-payment-processor.md): the admin's
 * word, the words of the WhatsApp message that tells the buyer, and the
 * states it may move to. The path is 'nuevo' → 'confirmado' → 'pagado' →
 * 'enviado' or 'listo para recoger' → 'entregado'; 'cancelado' from any
 * state before 'entregado'. Of 'enviado' and 'listo para recoger', an order
 * takes the one that fits how it reaches its buyer. Browser-safe: the admin's
 * forms read it.
 */

/** How an order reaches its buyer: fetched at a pickup point, or taken or sent to them. */
export type OrderHandOver = "pickup" | "sent";

interface OrderState {
  /** The admin's word: the list's filter, the order's badge, the status form's choice. */
  label: string;
  /** What the message to the buyer says of this state, after the greeting: 'tu pedido MP-0042 va en camino.' */
  buyerMessage: (number: string) => string;
  /** The states an order in this one may move to, in the order the form offers them. */
  next: readonly OrderStatus[];
  /** Only for orders handed over this way; every order when absent. */
  onlyFor?: OrderHandOver;
}

type OrderStatus =
  "nuevo" | "confirmado" | "pagado" | "enviado" | "listo-para-recoger" | "entregado" | "cancelado";

export const ORDER_STATES = {
  nuevo: {
    label: "Nuevo",
    buyerMessage: (number) => `recibimos tu pedido ${number}. En breve lo confirmamos.`,
    next: ["confirmado", "cancelado"],
  },
  confirmado: {
    label: "Confirmado",
    buyerMessage: (number) => `tu pedido ${number} está confirmado. Te esperamos con el pago.`,
    next: ["pagado", "cancelado"],
  },
  pagado: {
    label: "Pagado",
    buyerMessage: (number) =>
      `recibimos el pago de tu pedido ${number}. ¡Gracias! Lo estamos preparando.`,
    next: ["enviado", "listo-para-recoger", "cancelado"],
  },
  enviado: {
    label: "Enviado",
    buyerMessage: (number) => `tu pedido ${number} va en camino.`,
    next: ["entregado", "cancelado"],
    onlyFor: "sent",
  },
  "listo-para-recoger": {
    label: "Listo para recoger",
    buyerMessage: (number) => `tu pedido ${number} está listo para recoger.`,
    next: ["entregado", "cancelado"],
    onlyFor: "pickup",
  },
  entregado: {
    label: "Entregado",
    buyerMessage: (number) => `tu pedido ${number} fue entregado. ¡Que lo disfrutes!`,
    next: [],
  },
  cancelado: {
    label: "Cancelado",
    buyerMessage: (number) => `tu pedido ${number} fue cancelado. Si tienes dudas, escríbenos.`,
    next: [],
  },
} as const satisfies Record<OrderStatus, OrderState>;

export type { OrderStatus };

/** Every state, in the table's order (the list's filter, zod's enum, the column's type). */
export const ORDER_STATUSES = Object.keys(ORDER_STATES) as [OrderStatus, ...OrderStatus[]];

/** Where every order starts. */
export const FIRST_ORDER_STATUS = "nuevo" satisfies OrderStatus;

/** The hand-over a state is only for ('listo-para-recoger': a pickup); undefined when for every order. */
export function onlyForHandOver(status: OrderStatus): OrderHandOver | undefined {
  const state: OrderState = ORDER_STATES[status];
  return state.onlyFor;
}

/** The states an order in `from`, handed over as `handOver`, may move to, in the form's order. */
export function nextOrderStates(from: OrderStatus, handOver: OrderHandOver): OrderStatus[] {
  return ORDER_STATES[from].next.filter((to) => {
    const only = onlyForHandOver(to);
    return only === undefined || only === handOver;
  });
}

/** Whether an order in `from` may move to `to` (staying where it is is no move). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, handOver: OrderHandOver): boolean {
  return nextOrderStates(from, handOver).includes(to);
}

/** A state named by a query or a form's value; null for anything else. */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  return ORDER_STATUSES.find((candidate) => candidate === value) ?? null;
}

/** Whether the order's units are still taken from stock (a cancelled order gave them back). */
export function holdsStock(status: OrderStatus): boolean {
  return status !== "cancelado";
}

/**
 * Whether an order may be deleted (moved to the trash): only when it holds
 * no units (cancelled) or is finished (delivered), so deleting and restoring
 * it never change the stock (docs/decisions/034-trash.md).
 */
export function canDeleteOrder(status: OrderStatus): boolean {
  return !holdsStock(status) || status === "entregado";
}
