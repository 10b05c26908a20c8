/**
 * Money, owned here alone (docs/decisions/030-prices-and-stock.md): a price
 * is an integer amount of MXN centavos; its text ('$220 MXN') is made from
 * it, and a text the owner wrote is read back into one with the same rule as
 * the migration that filled the amounts (migrations/0008_prices_and_stock.sql).
 */

/** $100,000 MXN: far above any jar, so a typo's extra zeros are refused. */
export const MAX_PRICE_CENTS = 10_000_000;

const pesos = new Intl.NumberFormat("es-MX", { useGrouping: true });
const pesosWithCents = new Intl.NumberFormat("es-MX", {
  useGrouping: true,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$220 MXN', '$1,234.50 MXN': es-MX grouping, the centavos only when there are some. */
export function formatPrice(cents: number): string {
  const amount = cents / 100;
  const number = cents % 100 === 0 ? pesos.format(amount) : pesosWithCents.format(amount);
  return `$${number} MXN`;
}

/**
 * A plain amount: an optional '$', pesos (digits, or digits grouped by
 * thousands with commas), one or two decimals, an optional 'MXN'; spaces
 * around. Anything else ('Consultar', 'Desde $95') is no amount.
 */
const PLAIN_PRICE = /^ *\$? *(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))? *(?:MXN)? *$/i;

/**
 * The centavos of a plain amount, however large; null for any other text.
 * The product form reads the owner's pesos with it ('220', '220.50').
 */
export function readAmount(text: string | null | undefined): number | null {
  const match = text?.match(PLAIN_PRICE);
  if (!match) return null;
  const [, whole = "", decimals = ""] = match;
  const digits = whole.replace(/,/g, "");
  if (digits.length > 9) return Number.POSITIVE_INFINITY;
  return Number(digits) * 100 + Number(decimals.padEnd(2, "0"));
}

/** The centavos of a price text, or null when it is not a plain amount or is above the maximum. */
export function parsePriceText(text: string | null | undefined): number | null {
  const cents = readAmount(text);
  return cents !== null && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Centavos as the form shows them back: '220', '220.50'. */
export function centsToPesos(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/**
 * The price a page shows: the amount's own text when there is one, else the
 * text as the owner wrote it ('Consultar'), else none.
 */
export function shownPrice(product: { price: string | null; priceCents: number | null }) {
  return product.priceCents !== null ? formatPrice(product.priceCents) : product.price;
}
