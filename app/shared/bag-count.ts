/**
 * The count of the bag's units in the header, read from the cookie the
 * server writes with each change (docs/decisions/036-the-bag.md): the page
 * itself may come from the page cache, so its HTML never carries it.
 */
export const BAG_COUNT_COOKIE = "bolsa_cuenta";

/** The units the cookie header says the bag holds; 0 without one or for anything malformed. */
export function bagCountFrom(cookieHeader: string): number {
  for (const part of cookieHeader.split(";")) {
    const [key, value] = part.trim().split("=");
    if (key === BAG_COUNT_COOKIE && value && /^\d{1,4}$/.test(value)) return Number(value);
  }
  return 0;
}
