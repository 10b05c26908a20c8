import type { PublicProduct } from "~/services/catalog.server";
import { shownPrice } from "~/shared/money";

/** One line of the price list: the product's price as shown and presentation as stored, blanks as null. */
export interface PriceListRow {
  id: number;
  name: string;
  category: PublicProduct["category"];
  /** The stored weight or size ('250 g', '3 piezas: …'). */
  presentation: string | null;
  /** The price as shown: the amount's text ('$220 MXN'), else the owner's text. */
  price: string | null;
  availability: PublicProduct["availability"];
  availabilityNote: string | null;
}

const filled = (text: string | null) => (text?.trim() ? text.trim() : null);

export function toPriceListRow(product: PublicProduct): PriceListRow {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    presentation: filled(product.weight),
    price: filled(shownPrice(product)),
    availability: product.availability,
    availabilityNote: filled(product.availabilityNote),
  };
}
