/**
 * What a bag holds and how it changes (docs/decisions/036-the-bag.md): a
 * product and how many, never a price. Pure: the bag's service applies it,
 * the tests read it.
 */
import { MAX_ORDER_LINES, MAX_QUANTITY, orderMessages } from "~/validation/order";
import { bagCopy } from "~/content/bag";

/** A bag untouched this long is forgotten: its cookies expire, the daily clean-up deletes it. */
export const BAG_LIFETIME_DAYS = 60;

export interface BagLine {
  productId: number;
  quantity: number;
}

export type BagChange =
  | { intent: "add"; productId: number; quantity: number }
  | { intent: "set"; productId: number; quantity: number }
  | { intent: "remove"; productId: number };

export type BagChangeResult = { lines: BagLine[] } | { refusal: string };

/** The bag after `change`, or why it cannot be made (a line over 99, more than 30 products). */
export function changeBagLines(lines: readonly BagLine[], change: BagChange): BagChangeResult {
  const rest = lines.filter((line) => line.productId !== change.productId);
  if (change.intent === "remove") return { lines: rest };
  const current = lines.find((line) => line.productId === change.productId);
  const quantity =
    change.intent === "add" ? (current?.quantity ?? 0) + change.quantity : change.quantity;
  if (quantity > MAX_QUANTITY) return { refusal: bagCopy.lineLimit(current?.quantity ?? 0) };
  if (!current && lines.length >= MAX_ORDER_LINES) return { refusal: orderMessages.tooManyLines };
  const line = { productId: change.productId, quantity };
  // A changed line keeps its place; a new one goes last.
  return {
    lines: current
      ? lines.map((each) => (each.productId === change.productId ? line : each))
      : [...lines, line],
  };
}

/** The most a bag or an order takes of a product: 99, or fewer when fewer units are left. */
export const mostOrderable = (stock: number | null) =>
  Math.max(1, Math.min(MAX_QUANTITY, stock ?? MAX_QUANTITY));

/** How many units the bag holds: the header's count. */
export const bagUnits = (lines: readonly BagLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
