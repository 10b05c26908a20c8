import { BUSINESS_TIME_ZONE } from "~/shared/dates";
import type { InboxKind } from "~/shared/enums";

/** How the admin names each kind of request (table and CSV). */
export const REQUEST_KIND_LABELS: Record<InboxKind, string> = {
  associate: "Caja de maridaje (asociado)",
  client: "Muestra (cliente)",
  waitlist: "Lista de espera",
};

export function requestKindLabel(kind: InboxKind): string {
  return REQUEST_KIND_LABELS[kind];
}

const dateFormat = new Intl.DateTimeFormat("es-MX", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * e.g. `21/11/2026, 21:39`, in Mexico City time: the CSV's, which spreadsheets
 * read as a date. The pages and the owner's e-mail use `~/shared/dates`.
 */
export function formatRequestDate(date: Date): string {
  return dateFormat.format(date);
}
