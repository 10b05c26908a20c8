/**
 * The admin's one way of writing a date: '31 ene 2026' for a plain date and
 * '31 ene 2026, 21:39' for a moment, in Mexico City time (codes, requests,
 * backups). Put together from numeric parts, so a runtime's locale data
 * (workerd's and Node's ICU differ, and ICU has changed its Spanish before)
 * cannot change it. docs/decisions/006-admin-forms-and-toasts.md
 */

/** The producer's time zone: every date the site writes or compares is Mexico City's. */
export const BUSINESS_TIME_ZONE = "America/Mexico_City";

/** CLDR's abbreviated Spanish months. */
const MONTHS = [
  "ene",
  "feb",
  "mar",
  "abr",
  "may",
  "jun",
  "jul",
  "ago",
  "sept",
  "oct",
  "nov",
  "dic",
] as const;

const mexicoCityParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function dayMonthYear(year: number, month: number, day: number): string {
  return `${day} ${MONTHS[month - 1] ?? ""} ${year}`;
}

/** '30 nov 2026' for the plain date `2026-11-30`. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return dayMonthYear(year, month, day);
}

/** '20 nov 2026, 21:39' for 2026-11-21T03:39Z; a RangeError for an invalid date. */
export function formatDateTime(moment: Date | string | number): string {
  const parts = mexicoCityParts.formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? "";
  const date = dayMonthYear(Number(part("year")), Number(part("month")), Number(part("day")));
  return `${date}, ${part("hour")}:${part("minute")}`;
}
