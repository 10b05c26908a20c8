/**
 * The Solicitudes CSV export (docs/decisions/018-request-inbox.md), written
 * as every admin download is (csv-file.server.ts).
 */
import { todayInMexicoCity } from "~/shared/code-expiry";
import { REQUEST_STATUS_LABELS } from "~/content/request-inbox";
import { formatRequestDate, requestKindLabel } from "~/shared/request-format";
import { csvFile } from "./csv-file.server";
import { statusSince, type InboxItem } from "./request-inbox.server";

export const CSV_HEADER = [
  "Fecha",
  "Tipo",
  "Código",
  "Nombre",
  "Correo electrónico",
  "Teléfono",
  "Mensaje",
  "Estado",
  "Fecha del estado",
  "Nota",
  "Producto",
] as const;

/** Requests and waiting-list entries alike; an entry has no code nor message, a request no product. */
export function toCsv(requests: readonly InboxItem[]): string {
  const rows = requests.map((request) => {
    const entry = request.kind === "waitlist";
    return [
      formatRequestDate(request.createdAt),
      requestKindLabel(request.kind),
      entry ? "" : request.invitationCode,
      request.name,
      request.email ?? "",
      request.phone ?? "",
      (entry ? null : request.message) ?? "",
      REQUEST_STATUS_LABELS[request.status],
      formatRequestDate(statusSince(request)),
      request.note ?? "",
      entry ? request.productName : "",
    ];
  });
  return csvFile(CSV_HEADER, rows);
}

/** `solicitudes-YYYY-MM-DD.csv`, the date in Mexico City. */
export function csvFileName(now: Date): string {
  return `solicitudes-${todayInMexicoCity(now)}.csv`;
}
