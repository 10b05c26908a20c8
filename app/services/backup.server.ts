/**
 * `/backup` (docs/decisions/013-backups.md): the whole content (products, stores, recipes,
 * invitation codes, requests, the waiting list, the orders, the trash) as one JSON file, and its restore — validated
 * item by item with the same schemas as the forms and the API, then applied
 * all or nothing in one D1 batch (a transaction). The file lists the users
 * (username, admin or not, since when) but never their password hashes,
 * passkeys, sessions or invitation tokens; a restore leaves accounts as they
 * are (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  invitationCodes,
  invitationRequests,
  products,
  recipes,
  requestStatusChanges,
  siteSettingVersions,
  siteSettings,
  stores,
  trashEntries,
  waitlistEntries,
  users,
  type InvitationCode,
  type InvitationRequest,
  type Product,
  type Recipe,
  type Store,
  type WaitlistEntry,
} from "~/db/schema";
import { BACKUP_VERSION, parseBackup, type BackupSection } from "./backup-file.server";
import { siteSettingsBackupOf, siteSettingsBackupReads } from "./site-settings.server";
import {
  orderBackupReads,
  orderRestoreStatements,
  ordersBackupOf,
} from "./orders/order-backup.server";
import { trashBackupOf, type TrashBackupEntry } from "./trash/trash-backup.server";

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
  waitlist: Dated<WaitlistEntry>[];
  /** Who had an account; for the record only, never restored. */
  users: { id: number; username: string; isAdmin: boolean; createdAt: string }[];
  /** The 'Sitio' tab's saved sections and their versions. */
  siteSettings: ReturnType<typeof siteSettingsBackupOf>;
  /** Every order with its lines and history. */
  orders: ReturnType<typeof ordersBackupOf>;
  /** The trash ('Papelera'), each entry with its snapshot (docs/decisions/034-trash.md). */
  trash: TrashBackupEntry[];
}

/** The sections as the confirmation counts them: the waiting list's entries are 'Solicitudes' too. */
export type CountedSection = Exclude<BackupSection, "waitlist" | "orders">;

export type BackupCounts = Record<CountedSection, number>;

export const BACKUP_SECTIONS: readonly CountedSection[] = [
  "products",
  "stores",
  "recipes",
  "invitationCodes",
  "requests",
];

function dated<T extends object>(row: T): Dated<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as Dated<T>;
}

/**
 * Everything a backup carries, read in one D1 batch: one round trip, and one
 * transaction, so a write landing meanwhile is either all in the file or not.
 */
export async function exportBackup(db: Database, now = new Date()): Promise<Backup> {
  const [
    productRows,
    storeRows,
    recipeRows,
    codeRows,
    requestRows,
    changeRows,
    entryRows,
    userRows,
    trashRows,
    settingRows,
    settingVersionRows,
    orderRows,
    orderLineRows,
    orderChangeRows,
  ] = await db.batch([
    db.select().from(products).orderBy(asc(products.id)),
    db.select().from(stores).orderBy(asc(stores.id)),
    db.select().from(recipes).orderBy(asc(recipes.id)),
    db.select().from(invitationCodes).orderBy(asc(invitationCodes.id)),
    db.select().from(invitationRequests).orderBy(asc(invitationRequests.id)),
    db
      .select()
      .from(requestStatusChanges)
      .orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id)),
    db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.id)),
    // Named columns: the password hash is never read for a backup.
    db
      .select({
        id: users.id,
        username: users.username,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(asc(users.id)),
    db.select().from(trashEntries).orderBy(asc(trashEntries.id)),
    ...siteSettingsBackupReads(db),
    ...orderBackupReads(db),
  ]);
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
    waitlist: entryRows.map(dated),
    users: userRows.map(dated),
    siteSettings: siteSettingsBackupOf(settingRows, settingVersionRows),
    orders: ordersBackupOf(orderRows, orderLineRows, orderChangeRows),
    trash: trashBackupOf(trashRows),
  };
}

export async function countContent(db: Database): Promise<BackupCounts> {
  const backup = await exportBackup(db);
  return countBackup(backup);
}

export function countBackup(backup: Record<BackupSection, readonly unknown[]>): BackupCounts {
  const counts = Object.fromEntries(
    BACKUP_SECTIONS.map((section) => [section, backup[section].length]),
  ) as BackupCounts;
  return { ...counts, requests: counts.requests + backup.waitlist.length };
}

/**
 * Replaces every product, store, recipe, code and request, and the trash,
 * with the file's, ids preserved, and the site settings with their history when the file has
 * them, in one batch: either all of it happens or none of it. The caller
 * writes the settings' KV replica afterwards.
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
    ...backup.waitlist.map((row) => db.insert(waitlistEntries).values(row)),
    ...backup.trash.map((row) => db.insert(trashEntries).values(row)),
  ];
  const settings = backup.siteSettings
    ? [
        db.delete(siteSettingVersions),
        db.delete(siteSettings),
        ...backup.siteSettings.current.map((row) => db.insert(siteSettings).values(row)),
        ...backup.siteSettings.versions.map((row) => db.insert(siteSettingVersions).values(row)),
      ]
    : [];
  // A file without orders restores with none.
  const orderStatements = orderRestoreStatements(
    db,
    backup.orders,
    new Set(backup.products.map((row) => row.id)),
  );
  await db.batch([
    ...orderStatements.clear,
    // Status changes, then requests: each references the next; entries reference products.
    db.delete(requestStatusChanges),
    db.delete(waitlistEntries),
    db.delete(invitationRequests),
    db.delete(invitationCodes),
    db.delete(products),
    db.delete(stores),
    db.delete(recipes),
    db.delete(trashEntries),
    ...settings,
    ...inserts,
    ...orderStatements.insert,
  ]);
  return countBackup(backup);
}
