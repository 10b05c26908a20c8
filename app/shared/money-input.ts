/**
 * Amounts as the owner types them in a form, in pesos ('50', '49.50',
 * '$1,250'), and as they are stored: integer MXN centavos. Only the form's
 * conversion; showing an amount to visitors is `money.ts`'s job.
 */
const PESOS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** '49.50' → 4950; null when the text is no amount in pesos (or is negative). */
export function pesosToCents(text: string): number | null {
  const match = PESOS.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  const cents = Number(whole.replace(/,/g, "")) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 5000 → '50', 4950 → '49.50': what the form's field shows. */
export function centsToPesosInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}
