import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { products, recipes, stores } from "~/db/schema";
import { notFound } from "./errors.server";

/** The catalogue's tables whose rows the admin edits and deletes by id. */
type CatalogTable = typeof products | typeof stores | typeof recipes;

/** A row as pages and the JSON API show it: its fields without the timestamps. */
export type PublicRow<Row> = Omit<Row, "createdAt" | "updatedAt">;

export function withoutTimestamps<Row extends { createdAt: Date; updatedAt: Date }>({
  createdAt: _c,
  updatedAt: _u,
  ...row
}: Row): PublicRow<Row> {
  return row;
}

/** Writes the fields given to row `id` of `table` (all of them from the tab's form), or a 404. */
export async function updateRow<Table extends CatalogTable>(
  db: Database,
  table: Table,
  id: number,
  input: Partial<Table["$inferInsert"]>,
  missing: string,
): Promise<PublicRow<Table["$inferSelect"]>> {
  const [row] = (await db
    .update(table as CatalogTable)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as Table["$inferSelect"][];
  if (!row) throw notFound(missing);
  return withoutTimestamps(row);
}

/**
 * The admin's writes to `table`'s rows by id: a missing row is a 404 with
 * `missing`. (A delete moves the row to the trash: services/trash/.)
 */
export function rowWrites<Table extends CatalogTable>(table: Table, missing: string) {
  return {
    update: (db: Database, id: number, input: Partial<Table["$inferInsert"]>) =>
      updateRow(db, table, id, input, missing),
  };
}

/** A list kept in the order it was made (stores, recipes): read, add, change. */
export function listRows<Table extends typeof stores | typeof recipes>(
  table: Table,
  missing: string,
) {
  type Row = Table["$inferSelect"];
  return {
    ...rowWrites(table, missing),
    list: async (db: Database): Promise<PublicRow<Row>[]> => {
      const rows = (await db
        .select()
        .from(table as typeof stores | typeof recipes)
        .orderBy(asc(table.id))) as Row[];
      return rows.map(withoutTimestamps);
    },
    create: async (db: Database, input: Table["$inferInsert"]): Promise<PublicRow<Row>> => {
      const [row] = (await db
        .insert(table as typeof stores)
        .values(input as typeof stores.$inferInsert)
        .returning()) as Row[];
      if (!row) throw new Error("insert returned no row");
      return withoutTimestamps(row);
    },
  };
}
