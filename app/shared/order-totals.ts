/**
 * An order's amounts, in MXN centavos, from the server's prices and the
 * owner's delivery option (docs/decisions/032-orders-without-a-payment-processor.md).
 * Integers only: no amount is ever a float, so totals add up to the centavo.
 */

export interface PricedLine {
  unitCents: number;
  quantity: number;
}

export interface DeliveryCharge {
  /** What the option costs. */
  costCents: number;
  /** From this subtotal on, the option costs nothing; null: never free. */
  freeFromCents: number | null;
}

export interface OrderTotals {
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
  /** The subtotal is under the owner's minimum order: the order is refused. */
  belowMinimum: boolean;
}

export function lineTotalCents(line: PricedLine): number {
  return line.unitCents * line.quantity;
}

/** What the delivery costs at this subtotal: nothing from its free-shipping threshold on. */
export function deliveryCostCents(delivery: DeliveryCharge, subtotalCents: number): number {
  const free = delivery.freeFromCents !== null && subtotalCents >= delivery.freeFromCents;
  return free ? 0 : delivery.costCents;
}

export function orderTotals(
  lines: readonly PricedLine[],
  delivery: DeliveryCharge,
  minimumCents: number,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const deliveryCents = deliveryCostCents(delivery, subtotalCents);
  return {
    subtotalCents,
    deliveryCents,
    totalCents: subtotalCents + deliveryCents,
    belowMinimum: subtotalCents < minimumCents,
  };
}
