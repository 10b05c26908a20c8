/**
 * A row as the trash keeps it: its columns as JSON, dates as ISO 8601, and
 * back again, checked against the table's own columns (their type, whether
 * they may be null, their enum), so a snapshot from a backup file is refused
 * before it reaches D1 (docs/decisions/034-trash.md).
 */
import { getTableColumns, type Column } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** A row's JSON: what the trash's snapshot holds of it. */
export type StoredRow = Record<string, unknown>;

/** The row with its dates as ISO 8601. */
export function storedRow(row: object): StoredRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

const isObject = (value: unknown): value is StoredRow =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isTexts = (values: unknown[] | null): boolean =>
  values !== null && values.every((item) => typeof item === "string");

/** One column's value read back, or `undefined` when it is not one it can hold. */
function columnValue(column: Column, value: unknown): unknown {
  if (value === null) return column.notNull ? undefined : null;
  switch (column.dataType) {
    case "date": {
      if (typeof value !== "string") return undefined;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? undefined : date;
    }
    case "number":
      return Number.isSafeInteger(value) ? value : undefined;
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "json":
      // The JSON columns the trash holds: a product's photos (a list of
      // texts) and an order's invoice (texts by name).
      return isTexts(Array.isArray(value) ? value : isObject(value) ? Object.values(value) : null)
        ? value
        : undefined;
    case "string": {
      if (typeof value !== "string") return undefined;
      const allowed = column.enumValues;
      return allowed && !allowed.includes(value) ? undefined : value;
    }
    default:
      return undefined;
  }
}

/**
 * The stored row read back as `table`'s row (dates revived), or null when
 * a column is unknown or of another type, or missing and not nullable.
 */
export function revivedRow<Table extends SQLiteTable>(
  table: Table,
  value: unknown,
): Table["$inferSelect"] | null {
  if (!isObject(value)) return null;
  const columns: Record<string, Column> = getTableColumns(table);
  if (Object.keys(value).some((key) => !Object.hasOwn(columns, key))) return null;
  const row: StoredRow = {};
  for (const [key, column] of Object.entries(columns)) {
    // A column added since the snapshot was taken, which may be null, reads as null.
    const read = columnValue(column, Object.hasOwn(value, key) ? value[key] : null);
    if (read === undefined) return null;
    row[key] = read;
  }
  return row as Table["$inferSelect"];
}

/** Each stored row read back, or null when one of them is not a row of `table`. */
export function revivedRows<Table extends SQLiteTable>(
  table: Table,
  value: unknown,
): Table["$inferSelect"][] | null {
  if (!Array.isArray(value)) return null;
  const rows = value.map((item) => revivedRow(table, item));
  return rows.every((row) => row !== null) ? rows : null;
}
