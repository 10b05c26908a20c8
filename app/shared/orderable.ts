import { canBeOrdered } from "../content/availability-states";
import type { ProductAvailability } from "./enums";

/**
 * Whether a product can be ordered today: available, with an amount to add
 * up, and units left when they are counted (docs/decisions/030-prices-and-stock.md).
 * The API's `orderable`, the order link and the views all ask this.
 */
export function isOrderable(product: {
  availability: ProductAvailability;
  priceCents: number | null;
  stock: number | null;
}): boolean {
  return (
    canBeOrdered(product.availability) &&
    product.priceCents !== null &&
    (product.stock === null || product.stock > 0)
  );
}
