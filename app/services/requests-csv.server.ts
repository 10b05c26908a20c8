/**
 * The Solicitudes CSV export: RFC 4180, UTF-8 with a BOM (so Excel reads the
 * accents correctly), CRLF line ends and a Spanish header row
 * (docs/decisions/018-request-inbox.md).
 *
 * Written by papaparse's `unparse`, which the guest lists' import already
 * puts in the Worker. Every field is quoted, so a spreadsheet that splits on
 * `;` (as Excel does in es-MX) keeps `Ana;=1+1` one cell, and a field a
 * spreadsheet would run as a formula starts with an apostrophe.
 */
import Papa from "papaparse";
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
 * Cells a spreadsheet would run as a formula: =, +, -, @, and the tab and
 * carriage return that some programs treat alike. papaparse's own pattern
 * (`escapeFormulae: true`) stops at a line break; this one looks only at the
 * first character, whatever follows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows of plain text as the export writes them: every field quoted, formulas neutralised. */
function csvLines(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    rows.map((row) => [...row]),
    { quotes: true, escapeFormulae: FORMULA_START, newline: CRLF },
  );
}

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
  return BOM + csvLines([CSV_HEADER, ...rows]) + CRLF;
}

/** `solicitudes-YYYY-MM-DD.csv`, the date in Mexico City. */
export function csvFileName(now: Date): string {
  return `solicitudes-${todayInMexicoCity(now)}.csv`;
}
