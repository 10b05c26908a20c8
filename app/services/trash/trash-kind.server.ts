/**
 * What the trash knows of one kind of item (docs/decisions/034-trash.md):
 * how to take its row and dependents as a snapshot, the statement that
 * deletes it, and how to put the snapshot back. Every kind is made here from
 * its table; kinds/ says only what differs (its title, what refuses a delete
 * or a restore, how its collection shows it).
 */
import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "~/db/client.server";
import { conflict, notFound } from "~/services/errors.server";
import { trashCopy } from "~/content/trash";
import type { PhotoStore } from "./photos.server";
import { revivedRow, revivedRows, storedRow, type StoredRow } from "./stored-rows.server";

export type Statement = BatchItem<"sqlite">;

/** A deleted item as the trash keeps it: its row and the rows that go with it. */
export interface TrashSnapshot {
  row: StoredRow;
  dependents: StoredRow[];
}

/** Where the items of the trash keep files: the uploaded photos, and an order's receipts. */
export type TrashFiles = PhotoStore & Pick<Env, "BACKUPS">;

export interface RestoreOptions {
  /** A product's new slug, when its own was taken meanwhile. */
  slug?: string;
}

export interface TrashKindModel {
  /** The item's title and snapshot; 404 when there is none, 409 when it may not be deleted. */
  take(db: Database, itemId: number): Promise<{ title: string; snapshot: TrashSnapshot }>;
  /** Deletes the item; its dependents go with it (ON DELETE CASCADE). */
  remove(db: Database, itemId: number): Statement;
  /** Whether a snapshot (from D1 or a backup file) is one this kind can put back. */
  accepts(snapshot: unknown): boolean;
  /**
   * The statements that put the item back, with `options` applied; a 409
   * (nothing written) when something now in its place stops it.
   */
  restore(db: Database, snapshot: unknown, options: RestoreOptions): Promise<Statement[]>;
  /** The restored item as its collection's GET or PATCH shows it. */
  shown(db: Database, itemId: number): Promise<unknown>;
  /** Deletes the files the item alone kept (an order's receipts), once its entry has gone for good. */
  forget?(files: TrashFiles, itemId: number): Promise<void>;
}

/** The rows that go with an item and come back with it (a product's waiting list). */
interface Dependents<Child extends SQLiteTable> {
  table: Child;
  /** The column naming the item. */
  parent: SQLiteColumn;
  id: SQLiteColumn;
}

/**
 * Rows of another table that name the item and stay when it goes (ON DELETE
 * SET NULL: a product's order lines). The snapshot keeps their ids under
 * `key`; a restore names the item on them again, where they still name none.
 */
interface Referrers {
  key: string;
  table: SQLiteTable;
  /** The column naming the item. */
  column: SQLiteColumn;
  id: SQLiteColumn;
}

export interface TableKind<Table extends SQLiteTable, Child extends SQLiteTable> {
  table: Table;
  id: SQLiteColumn;
  dependents?: Dependents<Child>;
  referrers?: Referrers;
  notFound: string;
  title(row: Table["$inferSelect"]): string;
  /** What refuses the delete (a used code), or null. */
  refuseDelete?(row: Table["$inferSelect"]): Error | null;
  /** The delete's extra condition, so a change since the read is never lost (a code used meanwhile). */
  removable?: SQL;
  /**
   * The row to insert, `options` applied, or a 409 when something now in
   * its place stops it (a slug, a code, a missing product).
   */
  checkRestore?(
    db: Database,
    row: Table["$inferSelect"],
    options: RestoreOptions,
  ): Promise<Table["$inferSelect"]>;
  shown(db: Database, itemId: number): Promise<unknown>;
}

/** An entry's stored copy (D1's text) read back; undefined when it is not JSON. */
export function readStoredSnapshot(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isSnapshot = (value: unknown): value is TrashSnapshot =>
  typeof value === "object" &&
  value !== null &&
  "row" in value &&
  "dependents" in value &&
  Array.isArray(value.dependents);

/** The table's key of the referrers' column, as drizzle's `set` names it. */
function fieldOf({ table, column }: Referrers): string {
  const field = Object.entries(getTableColumns(table)).find(([, each]) => each === column)?.[0];
  if (!field) throw new Error(`${column.name} is not a column of its table`);
  return field;
}

/** The referrers' ids a snapshot keeps under `key`: none when it has none (an older one); null when malformed. */
function referrerIds(snapshot: TrashSnapshot, key: string | undefined): number[] | null {
  if (key === undefined || !(key in snapshot)) return [];
  const ids: unknown = Object.entries(snapshot).find(([name]) => name === key)?.[1];
  return Array.isArray(ids) && ids.every((each) => Number.isSafeInteger(each))
    ? (ids as number[])
    : null;
}

/** A kind of item made from its table: see TableKind for what each kind says. */
export function tableKind<Table extends SQLiteTable, Child extends SQLiteTable = SQLiteTable>(
  kind: TableKind<Table, Child>,
): TrashKindModel {
  type Row = Table["$inferSelect"];
  const { table, id, dependents, referrers } = kind;

  function revived(
    snapshot: unknown,
  ): { row: Row; children: Child["$inferSelect"][]; referring: number[] } | null {
    if (!isSnapshot(snapshot)) return null;
    const row = revivedRow(table, snapshot.row);
    const children = dependents ? revivedRows(dependents.table, snapshot.dependents) : [];
    const referring = referrerIds(snapshot, referrers?.key);
    if (!row || !children || !referring || (!dependents && snapshot.dependents.length > 0)) {
      return null;
    }
    return { row, children, referring };
  }

  return {
    async take(db, itemId) {
      const rowQuery = db
        .select()
        .from(table as SQLiteTable)
        .where(eq(id, itemId));
      const childQuery = dependents
        ? db
            .select()
            .from(dependents.table as SQLiteTable)
            .where(eq(dependents.parent, itemId))
            .orderBy(asc(dependents.id))
        : null;
      const referrerQuery = referrers
        ? db
            .select({ id: referrers.id })
            .from(referrers.table)
            .where(eq(referrers.column, itemId))
            .orderBy(asc(referrers.id))
        : null;
      // One round trip for the row, its dependents and what names it.
      const [rows, ...rest] = await db.batch([
        rowQuery,
        ...(childQuery ? [childQuery] : []),
        ...(referrerQuery ? [referrerQuery] : []),
      ]);
      const children = (childQuery ? rest.shift() : []) as object[];
      const referring = (referrerQuery ? rest.shift() : []) as { id: number }[];
      const row = rows[0] as Row | undefined;
      if (!row) throw notFound(kind.notFound);
      const refusal = kind.refuseDelete?.(row);
      if (refusal) throw refusal;
      const snapshot: TrashSnapshot = {
        row: storedRow(row),
        dependents: children.map(storedRow),
        ...(referrers ? { [referrers.key]: referring.map((each) => each.id) } : {}),
      };
      return { title: kind.title(row), snapshot };
    },
    remove: (db, itemId) =>
      db.delete(table as SQLiteTable).where(and(eq(id, itemId), kind.removable)),
    accepts: (snapshot) => revived(snapshot) !== null,
    async restore(db, snapshot, options) {
      const item = revived(snapshot);
      if (!item) throw new Error("The trash entry's snapshot is not one of its kind");
      const row = kind.checkRestore ? await kind.checkRestore(db, item.row, options) : item.row;
      const [taken] = await db
        .select({ id })
        .from(table as SQLiteTable)
        .where(eq(id, (row as { id: number }).id))
        .limit(1);
      if (taken) throw conflict(trashCopy.idTaken);
      return [
        db.insert(table as SQLiteTable).values(row as SQLiteTable["$inferInsert"]),
        ...(dependents
          ? item.children.map((child) =>
              db
                .insert(dependents.table as SQLiteTable)
                .values(child as SQLiteTable["$inferInsert"]),
            )
          : []),
        ...(referrers && item.referring.length > 0
          ? [
              db
                .update(referrers.table)
                .set({ [fieldOf(referrers)]: (row as { id: number }).id })
                // One bound parameter however many: D1 takes at most 100 a statement.
                .where(
                  and(
                    sql`${referrers.id} in (select value from json_each(${JSON.stringify(item.referring)}))`,
                    isNull(referrers.column),
                  ),
                ),
            ]
          : []),
      ];
    },
    shown: kind.shown,
  };
}
