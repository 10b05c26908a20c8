/**
 * The bag as the visitor sees it (docs/decisions/036-the-bag.md): each line
 * with the catalogue's name and today's price, a line that can no longer be
 * ordered as it stands flagged, and the subtotal of the lines that can.
 */
import { bagCopy } from "~/content/bag";
import { checkoutCopy } from "~/content/checkout";
import { formatPrice } from "~/shared/money";
import type { Product } from "~/db/schema";
import { bagUnits, mostOrderable, type BagLine } from "~/services/bag/bag-lines.server";
import { isOrderable } from "~/shared/orderable";

/** What the bag reads of a product. */
export type BagProduct = Pick<
  Product,
  "id" | "slug" | "name" | "mainImageUrl" | "availability" | "priceCents" | "stock"
>;

export interface BagLineView {
  productId: number;
  slug: string;
  name: string;
  imageUrl: string;
  quantity: number;
  unitCents: number | null;
  /** Null when the line cannot be ordered: it is not in the subtotal. */
  lineCents: number | null;
  /** Why the line cannot be ordered as it stands; null when it can. */
  problem: string | null;
  /** The most the quantity field takes: 99, or the units left. */
  maxQuantity: number;
}

export interface BagView {
  lines: BagLineView[];
  units: number;
  subtotalCents: number;
  /** What the subtotal lacks to reach the owner's minimum order, in words; null when it reaches it. */
  minimumNote: string | null;
  /** Every line can be ordered as it stands and the minimum is reached: the checkout may start. */
  ready: boolean;
  /** Why the checkout cannot start (empty, a line to review, under the minimum); null when it can. */
  holdUp: string | null;
}

/**
 * The bag's lines against the catalogue, and the owner's minimum order
 * (`minimumCents`, 0 for none); a line whose product is gone is left out.
 */
export function bagView(
  lines: readonly BagLine[],
  products: readonly BagProduct[],
  minimumCents: number,
): BagView {
  const byId = new Map(products.map((product) => [product.id, product]));
  const shown = lines.flatMap((line): BagLineView[] => {
    const product = byId.get(line.productId);
    if (!product) return [];
    const orderable = isOrderable(product);
    const left = product.stock;
    const problem = !orderable
      ? bagCopy.notOrderable
      : left !== null && line.quantity > left
        ? bagCopy.fewerLeft(left)
        : null;
    return [
      {
        productId: product.id,
        slug: product.slug,
        name: product.name,
        imageUrl: product.mainImageUrl,
        quantity: line.quantity,
        unitCents: product.priceCents,
        lineCents:
          problem === null && product.priceCents !== null
            ? product.priceCents * line.quantity
            : null,
        problem,
        maxQuantity: mostOrderable(left),
      },
    ];
  });
  const subtotalCents = shown.reduce((sum, line) => sum + (line.lineCents ?? 0), 0);
  const missingCents = Math.max(0, minimumCents - subtotalCents);
  const minimumNote =
    missingCents > 0
      ? bagCopy.belowMinimum(formatPrice(minimumCents), formatPrice(missingCents))
      : null;
  const linesReady = shown.every((line) => line.problem === null);
  const holdUp =
    shown.length === 0 ? bagCopy.empty : !linesReady ? checkoutCopy.reviewBag : minimumNote;
  return {
    lines: shown,
    units: bagUnits(shown),
    subtotalCents,
    minimumNote,
    ready: holdUp === null,
    holdUp,
  };
}
