/**
 * Reading a backup file (docs/decisions/013-backups.md): its JSON, its
 * version, and every item checked with the same schemas as the forms and the
 * API, ready to insert; or a 400 naming the section, the item and the
 * schema's Spanish message.
 */
import { z } from "zod";
import type {
  invitationCodes,
  invitationRequests,
  products,
  recipes,
  stores,
  trashEntries,
  waitlistEntries,
} from "~/db/schema";
import { invitationCodeSchema } from "~/validation/invitation-code";
import { invitationRequestSchema } from "~/validation/invitation-request";
import { productSchema, productSlug } from "~/validation/product";
import { recipeSchema } from "~/validation/recipe";
import { storeSchema } from "~/validation/store";
import { NOTICE_STATES, REQUEST_STATUSES } from "~/shared/enums";
import { nestsDeeperThan } from "~/shared/json-depth";
import { NOTE_MAX_LENGTH, requestFollowUpMessages } from "~/validation/request-follow-up";
import { waitlistMessages } from "~/validation/waitlist";
import { backupId, backupTimestamp } from "./backup-fields.server";
import { badRequest } from "./errors.server";
import { orderBackupRow, type BackupOrderRow } from "./orders/order-backup.server";
import { settledProduct } from "./product-columns.server";
import { parseTrashBackup } from "./trash/trash-backup.server";
import { parseSiteSettingsBackup, type SiteSettingsBackup } from "./site-settings.server";

/** Far above what a backup holds (a 'Sitio' version's paragraphs are 8 levels in). */
const MAX_BACKUP_DEPTH = 32;

/**
 * 2 added each request's status, note, notice and history; 3 the waiting
 * list (`waitlist`) and each product's availability. Older files still
 * restore: no waiting list, every product available. A product's
 * `priceCents` and `stock` joined version 3 without a new number: a file
 * without them restores its amounts from the price texts, stock not counted
 * (docs/decisions/030-prices-and-stock.md). So did the trash (`trash`): a
 * file without it restores to an empty trash (docs/decisions/034-trash.md).
 */
export const BACKUP_VERSION = 3;
const READABLE_VERSIONS: readonly unknown[] = [1, 2, BACKUP_VERSION];

export type BackupSection =
  "products" | "stores" | "recipes" | "invitationCodes" | "requests" | "waitlist" | "orders";

/** Spanish names of the sections, for messages and the confirmation. */
export const SECTION_LABELS: Record<BackupSection, string> = {
  products: "Productos",
  stores: "Puntos de venta",
  recipes: "Recetas",
  invitationCodes: "Códigos de invitación",
  requests: "Solicitudes",
  waitlist: "Lista de espera",
  orders: "Pedidos",
};

const id = backupId;
const timestamp = backupTimestamp;
const optionalTimestamp = timestamp.nullable();

const productMeta = z.object({
  id,
  slug: productSlug,
  displayOrder: z
    .number({ error: "El orden debe ser un número entero" })
    .int("El orden debe ser un número entero"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const datedMeta = z.object({ id, createdAt: timestamp, updatedAt: timestamp });
const codeMeta = datedMeta.extend({
  usedAt: optionalTimestamp,
  usedBy: id.nullable(),
});
const status = z.enum(REQUEST_STATUSES, { error: requestFollowUpMessages.status });
/** A version 1 file has none of the follow-up fields: each request arrives as it was received. */
const requestMeta = z.object({
  id,
  invitationCodeId: id,
  createdAt: timestamp,
  status: status.default("nueva"),
  statusChangedAt: optionalTimestamp.default(null),
  note: z
    .string({ error: requestFollowUpMessages.noteNotText })
    .max(NOTE_MAX_LENGTH, requestFollowUpMessages.noteTooLong)
    .nullable()
    .default(null),
  noticeState: z.enum(NOTICE_STATES, { error: "Estado del aviso no válido" }).default("off"),
  noticeAt: optionalTimestamp.default(null),
  history: z
    .array(z.object({ status, changedAt: timestamp }), { error: "El historial debe ser una lista" })
    .default([]),
});

/** A waiting-list entry's row: its contact as the list stores it (e-mail lower-case, phone digits). */
const waitlistEntryRow = z
  .object({
    id,
    productId: id,
    name: z
      .string({ error: waitlistMessages.nameMissing })
      .trim()
      .min(1, waitlistMessages.nameMissing)
      .max(120),
    email: z.email(waitlistMessages.emailInvalid).max(254).nullable(),
    phone: z
      .string({ error: waitlistMessages.phoneInvalid })
      .regex(/^\d{10,15}$/, waitlistMessages.phoneInvalid)
      .nullable(),
    createdAt: timestamp,
    status,
    statusChangedAt: optionalTimestamp,
    note: z
      .string({ error: requestFollowUpMessages.noteNotText })
      .max(NOTE_MAX_LENGTH, requestFollowUpMessages.noteTooLong)
      .nullable(),
    noticeState: z.enum(NOTICE_STATES, { error: "Estado del aviso no válido" }),
    noticeAt: optionalTimestamp,
  })
  .refine((entry) => entry.email !== null || entry.phone !== null, {
    message: waitlistMessages.contactMissing,
  });

/** First issue of a failed parse, with the field it concerns. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Dato no válido";
  const field = issue.path.map(String).join(".");
  return field ? `${issue.message} (campo «${field}»)` : issue.message;
}

/** Parses an item against both its content schema and its row metadata. */
function parseItem<A, B>(
  section: BackupSection,
  index: number,
  item: unknown,
  meta: z.ZodType<A>,
  content: z.ZodType<B>,
): A & B {
  if (typeof item !== "object" || item === null || Array.isArray(item)) {
    throw invalid(section, index, "Debe ser un objeto");
  }
  const parsedMeta = meta.safeParse(item);
  if (!parsedMeta.success) throw invalid(section, index, firstIssue(parsedMeta.error));
  const parsedContent = content.safeParse(item);
  if (!parsedContent.success) throw invalid(section, index, firstIssue(parsedContent.error));
  return { ...parsedContent.data, ...parsedMeta.data };
}

function invalid(section: BackupSection, index: number, message: string) {
  return badRequest(`${SECTION_LABELS[section]}, elemento ${index + 1}: ${message}`);
}

function sectionItems(data: Record<string, unknown>, section: BackupSection): unknown[] {
  const items = data[section];
  if (!Array.isArray(items)) {
    throw badRequest(
      `Falta la sección «${SECTION_LABELS[section]}» (${section}) o no es una lista`,
    );
  }
  return items;
}

/** A section's items, parsed, each id once. */
function parseSection<A extends { id: number }, B>(
  data: Record<string, unknown>,
  section: BackupSection,
  meta: z.ZodType<A>,
  content: z.ZodType<B>,
): (A & B)[] {
  const rows = sectionItems(data, section).map((item, index) =>
    parseItem(section, index, item, meta, content),
  );
  uniqueBy(section, rows, (row) => row.id, "Id");
  return rows;
}

function uniqueBy<T>(
  section: BackupSection,
  items: T[],
  key: (item: T) => string | number,
  what: string,
) {
  const seen = new Set<string | number>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) throw invalid(section, index, `${what} repetido: ${String(value)}`);
    seen.add(value);
  });
}

export interface ParsedBackup {
  /**
   * The 'Sitio' tab's sections and versions: optional in any version, so a
   * file from before the tab restores and leaves the settings as they are.
   */
  siteSettings: SiteSettingsBackup | null;
  products: (typeof products.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  recipes: (typeof recipes.$inferInsert)[];
  invitationCodes: (typeof invitationCodes.$inferInsert)[];
  requests: (typeof invitationRequests.$inferInsert & {
    id: number;
    history: { status: (typeof REQUEST_STATUSES)[number]; changedAt: Date }[];
  })[];
  waitlist: (typeof waitlistEntries.$inferInsert)[];
  /** A file from before orders has none. */
  orders: BackupOrderRow[];
  /** The trash ('Papelera'); a file from before it has none. */
  trash: (typeof trashEntries.$inferInsert)[];
}

/**
 * The file's content ready to insert, or a 400 ServiceError naming the
 * section, the item (counted from 1) and the schema's Spanish message.
 */
export function parseBackup(data: unknown): ParsedBackup {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw badRequest("El archivo no es un respaldo: se esperaba un objeto JSON");
  }
  const record = data as Record<string, unknown>;
  if (!READABLE_VERSIONS.includes(record.version)) {
    throw badRequest(
      `Versión de respaldo no compatible: se esperaba la versión ${READABLE_VERSIONS.slice(0, -1).join(", ")} o ${String(BACKUP_VERSION)}`,
    );
  }

  // A file from before amounts and stock: each amount read from its text, no stock counted.
  const productRows = parseSection(record, "products", productMeta, productSchema).map(
    settledProduct,
  );
  uniqueBy("products", productRows, (row) => row.slug, "Slug");

  const storeRows = parseSection(record, "stores", datedMeta, storeSchema);

  const recipeRows = parseSection(record, "recipes", datedMeta, recipeSchema);

  const codeRows = parseSection(record, "invitationCodes", codeMeta, invitationCodeSchema);
  uniqueBy("invitationCodes", codeRows, (row) => row.code, "Código");

  const requestRows = parseSection(record, "requests", requestMeta, invitationRequestSchema);
  uniqueBy("requests", requestRows, (row) => row.invitationCodeId, "Código de invitación");
  const codeIds = new Set(codeRows.map((row) => row.id));
  requestRows.forEach((row, index) => {
    if (!codeIds.has(row.invitationCodeId)) {
      throw invalid(
        "requests",
        index,
        `El código de invitación ${row.invitationCodeId} no está en el respaldo`,
      );
    }
  });

  // Files before version 3 have no waiting list.
  const waitlistRows =
    record.waitlist === undefined && record.version !== BACKUP_VERSION
      ? []
      : parseSection(record, "waitlist", waitlistEntryRow, z.object({}));
  const productIds = new Set(productRows.map((row) => row.id));
  waitlistRows.forEach((row, index) => {
    if (!productIds.has(row.productId)) {
      throw invalid("waitlist", index, `El producto ${row.productId} no está en el respaldo`);
    }
  });

  // Files from before orders have none (docs/decisions/032-orders-without-a-payment-processor.md).
  const orderRows =
    record.orders === undefined ? [] : parseSection(record, "orders", orderBackupRow, z.object({}));
  uniqueBy("orders", orderRows, (row) => row.token, "Enlace");
  uniqueBy(
    "orders",
    orderRows.flatMap((row) => row.lines),
    (line) => line.id,
    "Id de línea",
  );

  const siteSettings =
    record.siteSettings === undefined ? null : parseSiteSettingsBackup(record.siteSettings);
  const trash = parseTrashBackup(record.trash);
  // Last, so a section's own refusal names it; this catches what no section reads (the
  // preview sends the file back whole, and a value thousands of levels deep would overflow it).
  if (nestsDeeperThan(data, MAX_BACKUP_DEPTH)) {
    throw badRequest(
      `El archivo no es un respaldo: sus datos anidan más de ${MAX_BACKUP_DEPTH} niveles`,
    );
  }

  return {
    siteSettings,
    products: productRows,
    stores: storeRows,
    recipes: recipeRows,
    invitationCodes: codeRows,
    requests: requestRows,
    waitlist: waitlistRows,
    orders: orderRows,
    trash,
  };
}

/** The JSON of a backup file's text, or a 400 ServiceError. */
export function readBackupJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("El archivo no es JSON válido");
  }
}

/** Parses the text of a backup file, or answers what is wrong with it. */
export function parseBackupText(text: string): ParsedBackup {
  return parseBackup(readBackupJson(text));
}
