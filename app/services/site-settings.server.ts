/**
 * The owner's site settings, stored (docs/decisions/027-site-settings.md):
 * D1 holds each saved section and its last versions, the KV replica what
 * public pages read, and a backup file both.
 *
 * Public pages read the replica kept in KV (`CONTENT_VERSION` namespace, key
 * `site-settings`), which the live site, the standalone site and the static
 * copy used when D1 fails all reach, so every mode shows the owner's
 * identity; a public page never reads settings from D1. Every save writes
 * D1 (one batch), then the replica, then the caller marks the content
 * changed (the page cache). What is stored is read field by field
 * (`readStoredSection`): a change of the code never hides the owner's values.
 */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { siteSectionCopy, siteSettingsMessages, siteTabCopy } from "~/content/site-settings-copy";
import type { Database } from "~/db/client.server";
import { siteSettingVersions, siteSettings } from "~/db/schema";
import { nestsDeeperThan } from "~/shared/json-depth";
import {
  MAX_SETTING_DEPTH,
  MAX_VERSIONS_KEPT,
  SITE_SETTINGS_SECTIONS,
  adoptStoredSection,
  defaultSiteSettings,
  isSiteSettingsSection,
  readStoredSection,
  siteSettingsSchemas,
  type SiteSettings,
  type SiteSettingsSection,
} from "~/validation/site-settings";
import { currentContentVersion } from "./content-version.server";
import { badRequest, notFound } from "./errors.server";

export const SITE_SETTINGS_KV_KEY = "site-settings";

/** The saved sections as the KV replica holds them: `{ [section]: value }`. */
export type StoredSiteSettings = Partial<Record<SiteSettingsSection, unknown>>;

/** What of a stored section could not be shown: all of it, or these fields (their keys). */
export type SectionFault = "unreadable" | { fields: string[] };

/** What is shown, and what of the stored sections fails its checks. */
export interface CheckedSiteSettings {
  settings: SiteSettings;
  invalid: Partial<Record<SiteSettingsSection, SectionFault>>;
}

/** Each stored section read field by field over its defaults; a section not stored shows its defaults. */
export function checkStoredSettings(stored: unknown): CheckedSiteSettings {
  const record =
    typeof stored === "object" && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const settings = { ...defaultSiteSettings } as Record<SiteSettingsSection, unknown>;
  const invalid: CheckedSiteSettings["invalid"] = {};
  for (const section of SITE_SETTINGS_SECTIONS) {
    if (record[section] === undefined) continue;
    const reading = readStoredSection(section, record[section]);
    settings[section] = reading.value;
    if (reading.unreadable) invalid[section] = "unreadable";
    else if (reading.invalidFields.length > 0) invalid[section] = { fields: reading.invalidFields };
  }
  return { settings: settings as SiteSettings, invalid };
}

/**
 * This isolate's last read, kept by content version: every save starts a
 * new version, so a page pays no KV round trip in the usual case. A value,
 * never a promise: workerd refuses a request that awaits another request's
 * I/O, so each request that finds it stale reads KV itself. Kept a minute
 * at most, for a copy that KV had not yet spread when it was read.
 */
const MEMO_MS = 60_000;
let memo: { kv: KVNamespace; version: string; settings: SiteSettings; readAt: number } | null =
  null;

/** The replica changed here: the next read fetches it again. */
export function forgetSiteSettingsMemo(): void {
  memo = null;
}

/**
 * The settings to show: each section of the KV replica read field by field
 * over its defaults. A missing replica, or one KV cannot give, shows the defaults.
 */
export async function readSiteSettings(env: Pick<Env, "CONTENT_VERSION">): Promise<SiteSettings> {
  const kv = env.CONTENT_VERSION;
  try {
    const version = await currentContentVersion(kv);
    const kept = memo;
    if (kept && kept.kv === kv && kept.version === version && Date.now() - kept.readAt < MEMO_MS) {
      return kept.settings;
    }
    const { settings } = checkStoredSettings(await kv.get(SITE_SETTINGS_KV_KEY, "json"));
    memo = { kv, version, settings, readAt: Date.now() };
    return settings;
  } catch (error) {
    console.error("Could not read the site settings from KV; showing the defaults", error);
    return defaultSiteSettings;
  }
}

/**
 * Whether visitors still see the sample identity: its name, phone, e-mail or
 * WhatsApp number unchanged (the admin's notice on every tab).
 */
export async function showsSampleIdentity(env: Pick<Env, "CONTENT_VERSION">): Promise<boolean> {
  const { business } = await readSiteSettings(env);
  const sample = defaultSiteSettings.business;
  return (
    business.name === sample.name ||
    business.phone === sample.phone ||
    business.email === sample.email ||
    business.whatsappNumber === sample.whatsappNumber
  );
}

/** The KV replica as stored (unchecked), for the admin's read in standalone mode. */
export async function readReplica(env: Pick<Env, "CONTENT_VERSION">): Promise<StoredSiteSettings> {
  const stored = await env.CONTENT_VERSION.get<StoredSiteSettings>(SITE_SETTINGS_KV_KEY, "json");
  return stored ?? {};
}

async function writeReplica(env: Pick<Env, "CONTENT_VERSION">, replica: StoredSiteSettings) {
  forgetSiteSettingsMemo();
  await env.CONTENT_VERSION.put(SITE_SETTINGS_KV_KEY, JSON.stringify(replica));
}

/** A previous value of a section, newest first in lists. */
export interface SiteSettingsVersionView {
  id: number;
  savedAt: string;
  value: unknown;
}

/** What the 'Sitio' tab and `GET /api/admin/site-settings` show. */
export interface AdminSiteSettings extends CheckedSiteSettings {
  /** The sections saved by the owner (the others show their defaults). */
  saved: SiteSettingsSection[];
  versions: Record<SiteSettingsSection, SiteSettingsVersionView[]>;
  /** True when the KV replica had fallen behind D1 and was written again. */
  replicaRewritten: boolean;
}

/**
 * A stored value (D1's text, the KV replica) read back. One that is not
 * JSON, or nests deeper than any section can, is `null`: unreadable (the
 * section's defaults, 'no válida'), and nothing walks it; no stored value
 * makes a page answer 500.
 */
function readStoredValue(text: string): unknown {
  try {
    const value = JSON.parse(text) as unknown;
    return nestsDeeperThan(value, MAX_SETTING_DEPTH) ? null : value;
  } catch {
    return null;
  }
}

function emptyVersions(): Record<SiteSettingsSection, SiteSettingsVersionView[]> {
  return Object.fromEntries(SITE_SETTINGS_SECTIONS.map((section) => [section, []])) as never;
}

/** The statement that reads D1's saved sections; `storedOf` makes them the KV replica's shape. */
const savedSections = (db: Database) => db.select().from(siteSettings);

/** The saved sections of D1 as the KV replica holds them. */
function storedOf(rows: { section: string; value: string }[]): StoredSiteSettings {
  const stored: StoredSiteSettings = {};
  for (const row of rows) {
    if ((SITE_SETTINGS_SECTIONS as readonly string[]).includes(row.section)) {
      stored[row.section as SiteSettingsSection] = readStoredValue(row.value);
    }
  }
  return stored;
}

/**
 * The live admin's read: D1's sections and versions. A KV replica that
 * differs from D1 (a save whose replica could not be written) is written again here.
 */
export async function readAdminSiteSettings(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
): Promise<AdminSiteSettings> {
  const [[sectionRows, versionRows], replica] = await Promise.all([
    db.batch([
      savedSections(db),
      db
        .select()
        .from(siteSettingVersions)
        .orderBy(siteSettingVersions.section, desc(siteSettingVersions.id)),
    ]),
    // KV failing must not keep the owner from the tab: the replica is then written again.
    env.CONTENT_VERSION.get(SITE_SETTINGS_KV_KEY).catch(() => undefined),
  ]);
  const stored = storedOf(sectionRows);
  const versions = emptyVersions();
  for (const row of versionRows) {
    const list = versions[row.section as SiteSettingsSection] as
      SiteSettingsVersionView[] | undefined;
    list?.push({
      id: row.id,
      savedAt: row.savedAt.toISOString(),
      value: readStoredValue(row.value),
    });
  }
  let replicaRewritten = false;
  if (replica === undefined || !sameReplica(replica, stored)) {
    try {
      await writeReplica(env, stored);
      replicaRewritten = true;
    } catch (error) {
      console.error("Could not write the site settings' replica to KV", error);
    }
  }
  return {
    ...checkStoredSettings(stored),
    saved: SITE_SETTINGS_SECTIONS.filter((section) => stored[section] !== undefined),
    versions,
    replicaRewritten,
  };
}

function sameReplica(replicaText: string | null, stored: StoredSiteSettings): boolean {
  const replica = replicaText === null ? {} : readStoredValue(replicaText);
  return JSON.stringify(sortedKeys(replica)) === JSON.stringify(sortedKeys(stored));
}

function sortedKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

/** The standalone admin's read: the KV replica, no versions. */
export async function readReplicatedSiteSettings(
  env: Pick<Env, "CONTENT_VERSION">,
): Promise<AdminSiteSettings> {
  const stored = await readReplica(env);
  return {
    ...checkStoredSettings(stored),
    saved: SITE_SETTINGS_SECTIONS.filter((section) => stored[section] !== undefined),
    versions: emptyVersions(),
    replicaRewritten: false,
  };
}

/**
 * A section's value checked with its schema, as every write checks it
 * (unknown fields refused), or a 400 with `{ field: [messages] }`.
 */
export function parseSection<S extends SiteSettingsSection>(
  section: S,
  value: unknown,
): SiteSettings[S] {
  const parsed = siteSettingsSchemas[section].safeParse(value);
  if (parsed.success) return parsed.data as SiteSettings[S];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    const message =
      // A nested object refusing a key words it itself ('Forma de pago desconocida').
      issue.code === "unrecognized_keys" && issue.path.length === 0
        ? `Campos no permitidos: ${issue.keys.join(", ")}`
        : issue.path.length === 0 && issue.code === "invalid_type"
          ? siteSettingsMessages.notObject("La sección")
          : issue.message;
    (fieldErrors[field] ??= []).push(message);
  }
  const first = Object.values(fieldErrors)[0]?.[0] ?? siteSettingsMessages.notObject("La sección");
  throw badRequest(first, fieldErrors);
}

/** What a write did: D1 holds it; `replicaWritten` false when KV refused the replica. */
export interface SectionWrite<T> {
  value: T;
  replicaWritten: boolean;
}

/** The current value (if any) becomes a version; the newest MAX_VERSIONS_KEPT are kept. */
function keepCurrentAsVersion(db: Database, section: SiteSettingsSection) {
  return [
    db.insert(siteSettingVersions).select(
      db
        .select({
          // NULL: the versions' own id, given by SQLite.
          id: sql<number>`NULL`.as("id"),
          section: siteSettings.section,
          value: siteSettings.value,
          savedAt: siteSettings.savedAt,
        })
        .from(siteSettings)
        .where(eq(siteSettings.section, section)),
    ),
    db
      .delete(siteSettingVersions)
      .where(
        and(
          eq(siteSettingVersions.section, section),
          notInArray(
            siteSettingVersions.id,
            db
              .select({ id: siteSettingVersions.id })
              .from(siteSettingVersions)
              .where(eq(siteSettingVersions.section, section))
              .orderBy(desc(siteSettingVersions.id))
              .limit(MAX_VERSIONS_KEPT),
          ),
        ),
      ),
  ] as const;
}

/**
 * After D1 holds the change: the KV replica, written from D1's sections as
 * the write's batch read them back (`rows`), or read now.
 */
async function refreshReplica(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
  rows?: { section: string; value: string }[],
): Promise<boolean> {
  try {
    await writeReplica(env, storedOf(rows ?? (await savedSections(db))));
    return true;
  } catch (error) {
    console.error("Could not write the site settings' replica to KV", error);
    return false;
  }
}

/** Replaces a section (checked by the caller), keeping the one it replaces as a version. */
export async function saveSiteSection<S extends SiteSettingsSection>(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
  section: S,
  value: SiteSettings[S],
): Promise<SectionWrite<SiteSettings[S]>> {
  const json = JSON.stringify(value);
  const savedAt = new Date();
  const [, , , sections] = await db.batch([
    ...keepCurrentAsVersion(db, section),
    db
      .insert(siteSettings)
      .values({ section, value: json, savedAt })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value: json, savedAt } }),
    savedSections(db),
  ]);
  return { value, replicaWritten: await refreshReplica(db, env, sections) };
}

/**
 * Puts a version back as the section's value: read as any stored value is
 * (fields it lacks get their defaults, keys the code no longer knows are
 * dropped), then checked as a save is (the rules may have changed).
 */
export async function restoreSiteSectionVersion<S extends SiteSettingsSection>(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
  section: S,
  versionId: number,
): Promise<SectionWrite<SiteSettings[S]>> {
  const [row] = await db
    .select()
    .from(siteSettingVersions)
    .where(and(eq(siteSettingVersions.id, versionId), eq(siteSettingVersions.section, section)));
  if (!row) throw notFound(siteTabCopy.versionNotFound);
  const value = parseSection(section, adoptStoredSection(section, readStoredValue(row.value)));
  return saveSiteSection(db, env, section, value);
}

/** The section shows its default again; what it held becomes a version. */
export async function restoreSiteSectionDefaults<S extends SiteSettingsSection>(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
  section: S,
): Promise<SectionWrite<SiteSettings[S]>> {
  const [, , , sections] = await db.batch([
    ...keepCurrentAsVersion(db, section),
    db.delete(siteSettings).where(eq(siteSettings.section, section)),
    savedSections(db),
  ]);
  return {
    value: defaultSiteSettings[section],
    replicaWritten: await refreshReplica(db, env, sections),
  };
}

// ---------------------------------------------------------------------------
// The backup's half (docs/decisions/013-backups.md)
// ---------------------------------------------------------------------------

/**
 * The statements that read every section's row and version, for a backup's
 * one batch; `siteSettingsBackupOf` makes their rows the backup's part.
 */
export function siteSettingsBackupReads(db: Database) {
  return [
    db.select().from(siteSettings).orderBy(siteSettings.section),
    db.select().from(siteSettingVersions).orderBy(siteSettingVersions.id),
  ] as const;
}

type StoredSetting = { section: string; value: string; savedAt: Date };

/**
 * A backup's `siteSettings` from the rows `siteSettingsBackupReads` read:
 * each value as the site reads it (field by field over the defaults), so
 * the file always restores. One that cannot be read at all stays out: the
 * site shows its defaults, and it could be neither shown nor restored.
 */
export function siteSettingsBackupOf(current: StoredSetting[], versions: StoredSetting[]) {
  const readable = (rows: StoredSetting[]) =>
    rows.flatMap((row) => {
      if (!isSiteSettingsSection(row.section)) return [];
      const reading = readStoredSection(row.section, readStoredValue(row.value));
      return reading.unreadable
        ? []
        : [{ section: row.section, value: reading.value, savedAt: row.savedAt.toISOString() }];
    });
  return { current: readable(current), versions: readable(versions) };
}

/** Writes the KV replica from D1 (after a backup's restore), telling whether KV took it. */
export const rewriteSiteSettingsReplica = refreshReplica;

export interface SiteSettingsBackup {
  current: { section: SiteSettingsSection; value: string; savedAt: Date }[];
  versions: { section: SiteSettingsSection; value: string; savedAt: Date }[];
}

const BACKUP_LABEL = "Ajustes del sitio";

const backupEntry = z.object({
  section: z.string({ error: "La sección es requerida" }),
  value: z.unknown().refine((value) => value !== undefined, "El valor es requerido"),
  savedAt: z.iso
    .datetime({ offset: true, error: "La fecha no es válida (se espera ISO 8601)" })
    .transform((value) => new Date(value)),
});
const backupPart = z.object({
  current: z.array(backupEntry, { error: "Debe ser una lista" }),
  versions: z.array(backupEntry, { error: "Debe ser una lista" }),
});

function invalidBackup(message: string) {
  return badRequest(`${BACKUP_LABEL}: ${message}`);
}

/**
 * A row's section, then its value read as a stored one (fields it lacks
 * get their defaults, keys this code does not know are dropped: a file of
 * an older or newer version), checked as a save checks it and stored as a
 * save stores it; a refusal names the row (`elemento 2`, `versión 3`) and,
 * for a value, the section: «Identidad» for a current one, versión 3 de
 * «Identidad» for a version.
 */
function checkedBackupRow(
  row: z.output<typeof backupEntry> & { section: SiteSettingsSection },
  index: number,
  isVersion: boolean,
) {
  const where = `${isVersion ? "versión" : "elemento"} ${index + 1}`;
  try {
    const value = parseSection(row.section, adoptStoredSection(row.section, row.value));
    return { section: row.section, value: JSON.stringify(value), savedAt: row.savedAt };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const title = siteSectionCopy[row.section].title;
    throw invalidBackup(`${isVersion ? `${where} de ` : ""}«${title}»: ${message}`);
  }
}

/**
 * A backup file's `siteSettings`: each saved section and each of its
 * previous versions (the newest 10 per section kept), ready to insert. One
 * that fails refuses the file with a 400 naming the section, so nothing is restored.
 */
export function parseSiteSettingsBackup(data: unknown): SiteSettingsBackup {
  const parsed = backupPart.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join(".");
    throw invalidBackup(
      `${issue?.message ?? "Dato no válido"}${field ? ` (campo «${field}»)` : ""}`,
    );
  }
  // A section this code does not know (a newer version's) is left out, as a
  // read leaves out a key it does not know (docs/decisions/027-site-settings.md).
  const known = <Row extends { section: string }>(
    row: Row,
  ): row is Row & {
    section: SiteSettingsSection;
  } => isSiteSettingsSection(row.section);
  const seen = new Set<string>();
  const current = parsed.data.current.map((row, index) => {
    if (!known(row)) return null;
    const checked = checkedBackupRow(row, index, false);
    if (seen.has(row.section)) {
      throw invalidBackup(`sección repetida: «${siteSectionCopy[row.section].title}»`);
    }
    seen.add(row.section);
    return checked;
  });
  const kept = new Map<string, number>();
  // Newest last in the file; the newest of each section are the ones kept.
  const versions = parsed.data.versions
    .map((row, index) => (known(row) ? checkedBackupRow(row, index, true) : null))
    .filter((row) => row !== null)
    .reverse()
    .filter((row) => {
      const count = kept.get(row.section) ?? 0;
      kept.set(row.section, count + 1);
      return count < MAX_VERSIONS_KEPT;
    })
    .reverse();
  return { current: current.filter((row) => row !== null), versions };
}
