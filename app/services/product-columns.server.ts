/**
 * What a product write stores of its price and stock
 * (docs/decisions/030-prices-and-stock.md), for every way in: the admin's
 * form, the JSON API (whole or partial) and a backup's restore.
 */
import { sql, type SQL } from "drizzle-orm";
import { products, type ProductAvailability } from "~/db/schema";
import { formatPrice, parsePriceText } from "~/shared/money";

/** Of a write, what it gave of the price: each field may be left out. */
interface GivenPrice {
  price?: string | null;
  priceCents?: number | null;
}

/**
 * An amount given wins, and the text becomes its own ('$220 MXN'); a text
 * given alone is kept as written and its amount read from it (none for
 * 'Consultar'); an amount cleared alone clears the text too. Neither given:
 * nothing changes.
 */
export function priceColumns({ price, priceCents }: GivenPrice): {
  price?: string | null;
  priceCents?: number | null;
} {
  if (typeof priceCents === "number") return { priceCents, price: formatPrice(priceCents) };
  if (price !== undefined) return { price, priceCents: parsePriceText(price) };
  if (priceCents === null) return { price: null, priceCents: null };
  return {};
}

/** At 0 units a product is sold out, whatever availability came with it. */
export const availabilityFor = (
  availability: ProductAvailability,
  stock: number | null | undefined,
): ProductAvailability => (stock === 0 ? "agotado" : availability);

/** A whole product (a create, a restored row): its price and stock settled, stock null when not given. */
export function settledProduct<
  Product extends GivenPrice & { availability: ProductAvailability; stock?: number | null },
>(
  product: Product,
): Product & { price: string | null; priceCents: number | null; stock: number | null } {
  const stock = product.stock ?? null;
  return {
    ...product,
    price: product.price ?? null,
    priceCents: null,
    ...priceColumns(product),
    stock,
    availability: availabilityFor(product.availability, stock),
  };
}

/**
 * The columns of a partial update: the given fields, the price settled, and
 * the availability 'agotado' whenever the stock is 0 after it, the stored
 * stock counting when none is given (so marking a product of 0 units
 * 'disponible' leaves it sold out).
 */
export function productChanges<
  Changes extends GivenPrice & { availability?: ProductAvailability; stock?: number | null },
>(changes: Changes): Omit<Changes, "availability"> & { availability?: ProductAvailability | SQL } {
  const { availability, ...rest } = changes;
  const columns = { ...rest, ...priceColumns(changes) };
  if (changes.stock !== undefined) {
    return availability === undefined && changes.stock !== 0
      ? columns
      : { ...columns, availability: availabilityFor(availability ?? "agotado", changes.stock) };
  }
  if (availability === undefined) return columns;
  return {
    ...columns,
    availability: sql`CASE WHEN ${products.stock} = 0 THEN 'agotado' ELSE ${availability} END`,
  };
}
