/**
 * Reads an imported guest list: one guest a row with name, company, e-mail
 * and phone, as a spreadsheet exports it (commas, semicolons or tabs, UTF-8
 * or Windows-1252), with or without a header row. Every bad row is named by
 * its line; a list with any is refused whole.
 */
import Papa from "papaparse";
import {
  GUEST_LIST_FIELD,
  MAX_CODES_PER_BATCH,
  guestSchema,
  invitationCampaignMessages as messages,
  type Guest,
} from "~/validation/invitation-campaign";
import { badRequest } from "./errors.server";

type GuestField = keyof Guest;

const COLUMN_ORDER: readonly GuestField[] = ["name", "company", "email", "phone"];

/** Header cells each column may carry, lower-case and without accents. */
const HEADER_NAMES: Record<GuestField, readonly string[]> = {
  name: ["nombre", "nombre completo", "name", "invitado", "contacto"],
  company: ["empresa", "company", "compania", "negocio", "restaurante"],
  email: ["correo", "correo electronico", "email", "e-mail", "mail"],
  phone: ["telefono", "phone", "tel", "celular", "whatsapp"],
};

/** The most lines of refusal a form lists; the rest are counted. */
const MAX_LISTED_LINES = 20;

function plainHeader(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();
}

/**
 * Which column holds each field, when the first row is a header: two of its
 * cells name columns (or its only cell does). A header without a company
 * column is still a header; every row then lacks the company, and says so.
 */
function headerColumns(cells: readonly string[]): Partial<Record<GuestField, number>> | null {
  const columns: Partial<Record<GuestField, number>> = {};
  let named = 0;
  cells.forEach((cell, index) => {
    const header = plainHeader(cell);
    const field = COLUMN_ORDER.find((name) => HEADER_NAMES[name].includes(header));
    if (!field) return;
    named += 1;
    if (columns[field] === undefined) columns[field] = index;
  });
  const filled = cells.filter((cell) => cell.trim() !== "").length;
  return named >= 2 || (named === 1 && filled === 1) ? columns : null;
}

/**
 * A spreadsheet's text: UTF-16 when it starts with its byte-order mark
 * (Excel's "Texto Unicode"), UTF-8, or else the Windows-1252 that Excel's
 * plain "CSV" saves.
 */
export function decodeGuestList(bytes: Uint8Array): string {
  let text: string;
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? "utf-16le"
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? "utf-16be"
        : null;
  if (utf16) return new TextDecoder(utf16).decode(bytes).replace(/^\uFEFF/, "");
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

/**
 * A cell as typed: control characters (NUL, escapes) are nobody's name or
 * company; a line break or tab inside a quoted cell becomes a space.
 */
function withoutControlCharacters(cell: string): string {
  return cell.replace(/\p{Cc}/gu, (char) => (/[\t\n\r]/.test(char) ? " " : ""));
}

interface Row {
  line: number;
  cells: string[];
}

/**
 * Commas, semicolons (Excel in Spanish) or tabs (pasted from a spreadsheet):
 * Papa Parse guesses from the first rows, blank lines left out so they do
 * not count as rows of one field.
 */
function guessDelimiter(text: string): string {
  const sample = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .slice(0, 20)
    .join("\n");
  return Papa.parse<string[]>(sample, { delimitersToGuess: [",", ";", "\t"] }).meta.delimiter;
}

/** The line breaks between `start` and `end`: CRLF, LF, or the lone CR of Excel for Mac. */
function lineBreaks(text: string, start: number, end: number): number {
  let breaks = 0;
  for (let index = start; index < end; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 13 || (char === 10 && text.charCodeAt(index - 1) !== 13)) breaks += 1;
  }
  return breaks;
}

/** Every non-blank row with the line it starts on (a quoted cell may span lines). */
function readRows(text: string): Row[] {
  const rows: Row[] = [];
  let line = 1;
  let consumed = 0;
  Papa.parse<string[]>(text, {
    delimiter: guessDelimiter(text),
    skipEmptyLines: false,
    step(result) {
      const cells = result.data.map(withoutControlCharacters);
      if (cells.some((cell) => cell.trim() !== "")) rows.push({ line, cells });
      const cursor = result.meta.cursor;
      line += lineBreaks(text, consumed, cursor);
      consumed = cursor;
    },
  });
  return rows;
}

/** The guests of a list, or a 400 naming every bad line. */
export function parseGuestList(text: string): Guest[] {
  const rows = readRows(text);
  const header = rows[0] ? headerColumns(rows[0].cells) : null;
  const dataRows = header ? rows.slice(1) : rows;
  if (dataRows.length === 0)
    throw badRequest(messages.guestFileEmpty, { [GUEST_LIST_FIELD]: [messages.guestFileEmpty] });
  if (dataRows.length > MAX_CODES_PER_BATCH) {
    const message = messages.guestFileTooLong(MAX_CODES_PER_BATCH);
    throw badRequest(message, { [GUEST_LIST_FIELD]: [message] });
  }
  const columns = header ?? { name: 0, company: 1, email: 2, phone: 3 };
  const guests: Guest[] = [];
  const refusals: string[] = [];
  for (const row of dataRows) {
    const cell = (field: GuestField) => {
      const index = columns[field];
      return index === undefined ? undefined : row.cells[index];
    };
    const parsed = guestSchema.safeParse({
      name: cell("name") ?? "",
      company: cell("company") ?? "",
      email: cell("email"),
      phone: cell("phone"),
    });
    if (parsed.success) guests.push(parsed.data);
    else {
      const problems = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      refusals.push(messages.guestLine(row.line, problems.join("; ")));
    }
  }
  if (refusals.length > 0) {
    const listed = refusals.slice(0, MAX_LISTED_LINES);
    if (refusals.length > listed.length)
      listed.push(messages.moreLines(refusals.length - listed.length));
    throw badRequest(messages.guestFileRefused(refusals.length), { [GUEST_LIST_FIELD]: listed });
  }
  return guests;
}
