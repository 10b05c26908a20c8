/**
 * When an invitation code stops working. `expiresAt` is a plain date
 * (`YYYY-MM-DD`): the code works through that whole day in Mexico City, so
 * a code is expired once Mexico City's date is later than it. Plain ISO dates
 * compare as text, in SQL as here.
 */

import { BUSINESS_TIME_ZONE } from "~/shared/dates";

const mexicoCityDate = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today's date in Mexico City, `YYYY-MM-DD`, put together from its parts: no
 * locale's way of writing a date (which ICU has changed before) is relied on.
 */
export function todayInMexicoCity(now: Date = new Date()): string {
  const part = (type: "year" | "month" | "day") =>
    mexicoCityDate.formatToParts(now).find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function isCodeExpired(expiresAt: string | null, today: string): boolean {
  return expiresAt !== null && expiresAt < today;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The three states a code is filtered by, in the admin's words. */
export const CODE_STATES = ["sin-usar", "usado", "vencido"] as const;
export type CodeState = (typeof CODE_STATES)[number];

/** A used code counts as used even once its date has passed. */
export function codeState(
  code: { isUsed: boolean; expiresAt: string | null },
  today: string,
): CodeState {
  if (code.isUsed) return "usado";
  return isCodeExpired(code.expiresAt, today) ? "vencido" : "sin-usar";
}

/** The day before `isoDate`: the last day of a code retired on `isoDate`. */
export function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
