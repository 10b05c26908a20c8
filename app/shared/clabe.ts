/**
 * A CLABE, the 18-digit number a Mexican bank account takes SPEI transfers
 * on: 3 digits of the bank, 3 of the branch, 11 of the account and a control
 * digit. The control digit is (10 − (Σ digitᵢ × weightᵢ mod 10)) mod 10 over
 * the first 17 digits, with the weights 3, 7, 1 repeated (Banxico's rule).
 */
const WEIGHTS = [3, 7, 1] as const;

/** The control digit the first 17 digits call for. */
export function clabeControlDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += (Number(first17[index]) * (WEIGHTS[index % 3] ?? 0)) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** Spaces and dashes the owner may type between groups of digits, left out. */
export const compactClabe = (text: string) => text.replace(/[\s-]/g, "");

/** 18 digits whose last is the control digit of the others. */
export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeControlDigit(clabe) === Number(clabe[17]);
}
