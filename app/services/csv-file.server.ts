/**
 * The admin's CSV downloads (docs/decisions/018-request-inbox.md): RFC 4180,
 * UTF-8 with a BOM (so Excel reads the accents correctly), CRLF line ends,
 * a Spanish header row.
 *
 * Written by papaparse's `unparse`, which the guest lists' import already
 * puts in the Worker. Every field is quoted, so a spreadsheet that splits on
 * `;` (as Excel does in es-MX) keeps `Ana;=1+1` one cell, and a field a
 * spreadsheet would run as a formula starts with an apostrophe.
 */
import Papa from "papaparse";

const BOM = "\uFEFF";
const CRLF = "\r\n";

/**
 * Cells a spreadsheet would run as a formula: =, +, -, @, and the tab and
 * carriage return that some programs treat alike. papaparse's own pattern
 * (`escapeFormulae: true`) stops at a line break; this one looks only at the
 * first character, whatever follows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The file: the header, then the rows, every field quoted, formulas neutralised. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = Papa.unparse(
    [header, ...rows].map((row) => [...row]),
    { quotes: true, escapeFormulae: FORMULA_START, newline: CRLF },
  );
  return BOM + lines + CRLF;
}

/** The response of a CSV download named `fileName`. */
export function csvResponse(text: string, fileName: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
