import { readFileSync, readdirSync } from "node:fs";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_splitSqlQuery } from "wrangler";
import { projectRoot } from "./paths";
import { storageHarness, storageHarnessWorkerOptions } from "./storage-harness";

/** The files of migrations/, in the order wrangler applies them. */
export function migrationFiles(): string[] {
  return readdirSync(`${projectRoot}migrations`)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

/** Applies one file of migrations/, statement by statement in one batch, as wrangler does. */
export async function applyMigration(d1: D1Database, file: string): Promise<void> {
  const statements = unstable_splitSqlQuery(
    readFileSync(`${projectRoot}migrations/${file}`, "utf8"),
  )
    .map((sql) => sql.replaceAll("--> statement-breakpoint", "").trim())
    .filter(Boolean);
  await d1.batch(statements.map((sql) => d1.prepare(sql)));
}

/**
 * An empty D1 in workerd, reached through the tests' storage harness, for
 * a test that applies the migrations itself, one at a time.
 */
export async function migrationDatabase(
  id: string,
): Promise<{ d1: D1Database; dispose(): Promise<void> }> {
  const mf = new Miniflare({
    log: new Log(LogLevel.NONE),
    workers: [
      storageHarnessWorkerOptions({ d1DatabaseId: id, r2BucketName: id, kvNamespaceId: id }),
    ],
  });
  await mf.ready;
  return { d1: storageHarness(mf).d1, dispose: () => mf.dispose() };
}

/** The names of a table's columns, in order ([] when there is no such table). */
export async function columnsOf(d1: D1Database, table: string): Promise<string[]> {
  const { results } = await d1
    .prepare("SELECT name FROM pragma_table_info(?)")
    .bind(table)
    .all<{ name: string }>();
  return results.map((column) => column.name);
}
