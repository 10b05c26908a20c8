import { asc } from "drizzle-orm";
import {
  invitationCodes,
  invitationRequests,
  products,
  rateLimitHits,
  recipes,
  requestStatusChanges,
  sessions,
  stores,
  users,
  waitlistEntries,
} from "../../app/db/schema";
import type { TestWorker } from "./worker";

/**
 * What the stores hold, taken before and after requests to prove they
 * changed nothing. `snapshot` reads every table as typed rows, for a
 * `toEqual` around one request with a readable diff; `snapshotTables` reads
 * the tables a write route may touch in one D1 round trip, cheap enough to
 * run after each generated request of the fuzz suites; `storageState` does
 * the same for R2 and KV.
 */

/** Every stored row that a request could change, rate-limit hits included. */
export async function snapshot(worker: TestWorker) {
  const { db } = worker;
  const [
    productRows,
    storeRows,
    recipeRows,
    codeRows,
    requestRows,
    changeRows,
    userRows,
    sessionRows,
    hitRows,
    entryRows,
  ] = await db.batch([
    db.select().from(products).orderBy(asc(products.id)),
    db.select().from(stores).orderBy(asc(stores.id)),
    db.select().from(recipes).orderBy(asc(recipes.id)),
    db.select().from(invitationCodes).orderBy(asc(invitationCodes.id)),
    db.select().from(invitationRequests).orderBy(asc(invitationRequests.id)),
    db.select().from(requestStatusChanges).orderBy(asc(requestStatusChanges.id)),
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(sessions).orderBy(asc(sessions.id)),
    db.select().from(rateLimitHits).orderBy(asc(rateLimitHits.id)),
    db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.id)),
  ]);
  return {
    products: productRows,
    stores: storeRows,
    recipes: recipeRows,
    invitationCodes: codeRows,
    invitationRequests: requestRows,
    requestStatusChanges: changeRows,
    users: userRows,
    sessions: sessionRows,
    rateLimitHits: hitRows,
    waitlistEntries: entryRows,
  };
}

/**
 * Every table a write route may touch. `rate_limit_hits` is left out on
 * purpose: failed logins, code look-ups, request and waiting-list
 * submissions are counted there by design; so are `sign_in_attempts` (each
 * attempt on an account is recorded for its owner) and `passkey_challenges`
 * (anyone may start a passkey sign-in).
 */
export const WATCHED_TABLES = [
  "products",
  "stores",
  "recipes",
  "invitation_codes",
  "invitation_requests",
  "request_status_changes",
  "users",
  "sessions",
  "waitlist_entries",
  "passkeys",
  "admin_invitations",
  "site_settings",
  "site_setting_versions",
  "orders",
  "order_lines",
  "order_status_changes",
  "trash_entries",
] as const;

/**
 * Columns that move by design while nothing is written: a session's last
 * use is written down every few minutes of use, so a long suite's admin
 * session moves it.
 */
const MOVING_COLUMNS = new Set(["sessions.last_used_at"]);
export type WatchedTable = (typeof WATCHED_TABLES)[number];
export type Snapshot = Record<WatchedTable, string>;

const snapshotQueries = new WeakMap<D1Database, D1PreparedStatement>();

/**
 * One SELECT returning every row of every watched table as JSON text, one
 * column per table: a single D1 round trip, cheap enough to run after each
 * generated request.
 */
async function snapshotQuery(d1: D1Database): Promise<D1PreparedStatement> {
  const cached = snapshotQueries.get(d1);
  if (cached) return cached;
  const parts: string[] = [];
  for (const table of WATCHED_TABLES) {
    const { results } = await d1.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    const columns = results
      .filter((column) => !MOVING_COLUMNS.has(`${table}.${column.name}`))
      .map((column) => `"${column.name}"`)
      .join(", ");
    parts.push(
      `(SELECT json_group_array(json_array(${columns})) FROM (SELECT * FROM ${table} ORDER BY rowid)) AS ${table}`,
    );
  }
  const query = d1.prepare(`SELECT ${parts.join(", ")}`);
  snapshotQueries.set(d1, query);
  return query;
}

/** All rows of the watched tables, as JSON, read in one D1 round trip. */
export async function snapshotTables(d1: D1Database): Promise<Snapshot> {
  const row = await (await snapshotQuery(d1)).first<Snapshot>();
  if (!row) throw new Error("the snapshot query returned no row");
  return row;
}

/** The tables whose rows differ, before and after, or null when none do. */
export function describeChange(baseline: Snapshot, now: Snapshot): string | null {
  const changed = WATCHED_TABLES.filter((table) => now[table] !== baseline[table]);
  if (changed.length === 0) return null;
  const detail = changed
    .map((table) => `${table}:\n  before ${baseline[table]}\n  after  ${now[table]}`)
    .join("\n");
  return `${changed.join(", ")}\n${detail}`;
}

/** Fails naming the tables whose rows differ from `baseline`. */
export async function expectUnchanged(
  worker: TestWorker,
  baseline: Snapshot,
  what: string,
): Promise<void> {
  const change = describeChange(baseline, await snapshotTables(worker.d1));
  if (change) throw new Error(`D1 changed after ${what}: ${change}`);
}

/** Every object of R2 and every value of KV, as text. */
export async function storageState(worker: TestWorker): Promise<string> {
  const objects = (await worker.storage.r2Objects()).map(
    (object) => `${object.key} ${object.etag}`,
  );
  return JSON.stringify({
    objects,
    values: await worker.storage.kvEntries(),
    siteSettings: await worker.storage.contentKvGet("site-settings"),
  });
}
