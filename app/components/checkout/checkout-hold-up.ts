import { bagCopy } from "~/content/bag";
import { checkoutCopy } from "~/content/checkout";
import type { BagView } from "~/services/bag/bag-lines-view.server";
import { formatPrice } from "~/shared/money";

/** What the bag lacks to reach the owner's minimum order, in words; null when nothing. */
export function minimumNote(bag: BagView): string | null {
  if (bag.missingCents === 0) return null;
  return bagCopy.belowMinimum(
    formatPrice(bag.subtotalCents + bag.missingCents),
    formatPrice(bag.missingCents),
  );
}

/** Why the checkout cannot start with this bag: empty, under the minimum, or a line to review. */
export function checkoutHoldUp(bag: BagView): string {
  if (bag.lines.length === 0) return bagCopy.empty;
  const linesReady = bag.lines.every((line) => line.problem === null);
  return (linesReady ? minimumNote(bag) : null) ?? checkoutCopy.reviewBag;
}
