/**
 * Whether a change of the bag may be made, against the catalogue
 * (docs/decisions/036-the-bag.md): the product exists, can be ordered, and
 * has the units asked for. Removing a line is always allowed, even of a
 * product that is gone.
 */
import { bagCopy } from "~/content/bag";
import { badRequest, conflict, notFound } from "~/services/errors.server";
import { changeBagLines, type BagChange, type BagLine } from "~/services/bag/bag-lines.server";
import { isOrderable } from "~/shared/orderable";
import { orderMessages } from "~/validation/order";
import type { BagProduct } from "./bag-lines-view.server";

/** The bag's lines after `change`, or the ServiceError that says why not (404, 409, 400). */
export function checkedBagChange(
  lines: readonly BagLine[],
  change: BagChange,
  products: readonly BagProduct[],
): BagLine[] {
  if (change.intent !== "remove") {
    const product = products.find((each) => each.id === change.productId);
    if (!product) throw notFound(orderMessages.product);
    if (!isOrderable(product)) throw conflict(bagCopy.cannotOrder(product.name));
    const before = lines.find((line) => line.productId === change.productId)?.quantity ?? 0;
    const wanted = change.intent === "add" ? before + change.quantity : change.quantity;
    if (product.stock !== null && wanted > product.stock) {
      throw conflict(bagCopy.notEnoughStock(product.name));
    }
  }
  const result = changeBagLines(lines, change);
  if ("refusal" in result) throw badRequest(result.refusal, { quantity: [result.refusal] });
  return result.lines;
}
