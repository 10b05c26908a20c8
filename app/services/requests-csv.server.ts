/**
 * The Solicitudes CSV export: RFC 4180, UTF-8 with a BOM (so Excel reads the
 * accents correctly), CRLF line ends and a Spanish header row.
 *
 * Hand-written rather than `papaparse`: quoting per RFC 4180 is a dozen lines,
 * and a parser library would add ~20 kB to the Worker bundle for one export.
 */
import { todayInMexicoCity } from "~/shared/code-expiry";
import { REQUEST_STATUS_LABELS } from "~/content/request-inbox";
import { formatRequestDate, requestKindLabel } from "~/shared/request-format";
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

const BOM = "\uFEFF";
const CRLF = "\r\n";

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, and the tab and
 * carriage return that some programs treat alike) get a leading apostrophe.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a quote, comma or line break. */
export function csvCell(raw: string): string {
  const value = neutraliseFormula(raw);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Requests and waiting-list entries alike; an entry has no code nor message, a request no product. */
export function toCsv(requests: readonly InboxItem[]): string {
  const rows = requests.map((request) => {
    const entry = request.kind === "aviso";
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
  const lines = [[...CSV_HEADER], ...rows].map((row) => row.map(csvCell).join(","));
  return BOM + lines.join(CRLF) + CRLF;
}

/** `solicitudes-YYYY-MM-DD.csv`, the date in Mexico City. */
export function csvFileName(now: Date): string {
  return `solicitudes-${todayInMexicoCity(now)}.csv`;
}
