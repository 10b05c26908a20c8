/**
 * `/backup` (docs/decisions/013-backups.md): the whole content (products, stores, recipes,
 * invitation codes, requests) as one JSON file, and its restore — validated
 * item by item with the same schemas as the forms and the API, then applied
 * all or nothing in one D1 batch (a transaction). Users and sessions are
 * never touched.
 */
import { asc } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import {
  invitationCodes,
  invitationRequests,
  products,
  recipes,
  requestStatusChanges,
  stores,
  type InvitationCode,
  type InvitationRequest,
  type Product,
  type Recipe,
  type Store,
} from "~/db/schema";
import { invitationCodeSchema } from "~/validation/invitation-code";
import { invitationRequestSchema } from "~/validation/invitation-request";
import { productSchema } from "~/validation/product";
import { recipeSchema } from "~/validation/recipe";
import { storeSchema } from "~/validation/store";
import { NOTICE_STATES, REQUEST_STATUSES } from "~/shared/enums";
import { NOTE_MAX_LENGTH, requestFollowUpMessages } from "~/validation/request-follow-up";
import { badRequest } from "./errors.server";

/** 2 added each request's status, note, notice and history; a version 1 file still restores. */
export const BACKUP_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, BACKUP_VERSION];
/** The restore form's limit on the uploaded file. */
export const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

type Dated<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export interface Backup {
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  products: Dated<Product>[];
  stores: Dated<Store>[];
  recipes: Dated<Recipe>[];
  invitationCodes: Dated<InvitationCode>[];
  requests: (Dated<InvitationRequest> & { history: { status: string; changedAt: string }[] })[];
}

export type BackupSection = "products" | "stores" | "recipes" | "invitationCodes" | "requests";
export type BackupCounts = Record<BackupSection, number>;

export const BACKUP_SECTIONS: readonly BackupSection[] = [
  "products",
  "stores",
  "recipes",
  "invitationCodes",
  "requests",
];

/** Spanish names of the sections, for messages and the confirmation. */
export const SECTION_LABELS: Record<BackupSection, string> = {
  products: "Productos",
  stores: "Puntos de venta",
  recipes: "Recetas",
  invitationCodes: "Códigos de invitación",
  requests: "Solicitudes",
};

function dated<T extends object>(row: T): Dated<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as Dated<T>;
}

export async function exportBackup(db: Database, now = new Date()): Promise<Backup> {
  const [productRows, storeRows, recipeRows, codeRows, requestRows, changeRows] = await Promise.all(
    [
      db.select().from(products).orderBy(asc(products.id)),
      db.select().from(stores).orderBy(asc(stores.id)),
      db.select().from(recipes).orderBy(asc(recipes.id)),
      db.select().from(invitationCodes).orderBy(asc(invitationCodes.id)),
      db.select().from(invitationRequests).orderBy(asc(invitationRequests.id)),
      db
        .select()
        .from(requestStatusChanges)
        .orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id)),
    ],
  );
  const histories = new Map<number, { status: string; changedAt: string }[]>();
  for (const change of changeRows) {
    const history = histories.get(change.requestId) ?? [];
    history.push({ status: change.status, changedAt: change.changedAt.toISOString() });
    histories.set(change.requestId, history);
  }
  const historyOf = (requestId: number) => histories.get(requestId) ?? [];
  return {
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    products: productRows.map(dated),
    stores: storeRows.map(dated),
    recipes: recipeRows.map(dated),
    invitationCodes: codeRows.map(dated),
    requests: requestRows.map((row) => ({ ...dated(row), history: historyOf(row.id) })),
  };
}

export async function countContent(db: Database): Promise<BackupCounts> {
  const backup = await exportBackup(db);
  return countBackup(backup);
}

export function countBackup(backup: Record<BackupSection, readonly unknown[]>): BackupCounts {
  const counts = BACKUP_SECTIONS.map((section) => [section, backup[section].length]);
  return Object.fromEntries(counts) as BackupCounts;
}

/* ---------- validation ---------- */

const id = z
  .number({ error: "El id debe ser un número entero positivo" })
  .int("El id debe ser un número entero positivo")
  .positive("El id debe ser un número entero positivo");
const timestamp = z.iso
  .datetime({ offset: true, error: "La fecha no es válida (se espera ISO 8601)" })
  .transform((value) => new Date(value));
const optionalTimestamp = timestamp.nullable();

const productMeta = z.object({
  id,
  slug: z
    .string({ error: "El slug es requerido" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "El slug solo puede tener minúsculas, números y guiones")
    .max(160, "El slug es demasiado largo"),
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
  products: (typeof products.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  recipes: (typeof recipes.$inferInsert)[];
  invitationCodes: (typeof invitationCodes.$inferInsert)[];
  requests: (typeof invitationRequests.$inferInsert & {
    id: number;
    history: { status: (typeof REQUEST_STATUSES)[number]; changedAt: Date }[];
  })[];
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
      `Versión de respaldo no compatible: se esperaba la versión ${READABLE_VERSIONS.join(" o ")}`,
    );
  }

  const productRows = parseSection(record, "products", productMeta, productSchema);
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

  return {
    products: productRows,
    stores: storeRows,
    recipes: recipeRows,
    invitationCodes: codeRows,
    requests: requestRows,
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

/**
 * Replaces every product, store, recipe, code and request with the file's,
 * ids preserved, in one batch: either all of it happens or none of it.
 */
export async function restoreBackup(db: Database, data: unknown): Promise<BackupCounts> {
  const backup = parseBackup(data);
  const inserts = [
    ...backup.products.map((row) => db.insert(products).values(row)),
    ...backup.stores.map((row) => db.insert(stores).values(row)),
    ...backup.recipes.map((row) => db.insert(recipes).values(row)),
    ...backup.invitationCodes.map((row) => db.insert(invitationCodes).values(row)),
    ...backup.requests.map(({ history: _history, ...row }) =>
      db.insert(invitationRequests).values(row),
    ),
    ...backup.requests.flatMap((row) =>
      row.history.map((change) =>
        db.insert(requestStatusChanges).values({ requestId: row.id, ...change }),
      ),
    ),
  ];
  await db.batch([
    // Status changes, then requests: each references the next.
    db.delete(requestStatusChanges),
    db.delete(invitationRequests),
    db.delete(invitationCodes),
    db.delete(products),
    db.delete(stores),
    db.delete(recipes),
    ...inserts,
  ]);
  return countBackup(backup);
}
