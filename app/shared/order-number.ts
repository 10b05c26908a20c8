/**
 * An order's number as the buyer and the owner read it: 'MP-0042'. The
 * stored number is a plain integer counted up; at least four digits are
 * shown, more once the orders pass 9,999.
 */
const PREFIX = "MP-";
const DIGITS = 4;

export function formatOrderNumber(sequence: number): string {
  return `${PREFIX}${String(sequence).padStart(DIGITS, "0")}`;
}

/** The integer behind 'MP-0042' (also 'mp-42', '0042', '42'); null for anything else. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:mp-?)?0*(\d{1,9})$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 ? value : null;
}
