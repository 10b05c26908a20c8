/**
 * The owner's site settings (docs/decisions/027-site-settings.md).
 *
 * Public pages read the copy kept in KV (`CONTENT_VERSION` namespace, key
 * `site-settings`), which the live site, the standalone site and the static
 * copy used when D1 fails all reach, so every mode shows the owner's
 * identity; a public page never reads settings from D1. D1 holds each saved
 * section and its last versions; every save writes D1 (one batch), then the
 * KV copy, then the caller marks the content changed (the page cache).
 */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import {
  SITE_SETTINGS_SECTIONS,
  defaultSiteSettings,
  type SiteSettings,
  type SiteSettingsSection,
} from "~/content/site-settings";
import { siteSettingsMessages, siteTabCopy } from "~/content/site-settings-copy";
import type { Database } from "~/db/client.server";
import { siteSettingVersions, siteSettings } from "~/db/schema";
import { nestsDeeperThan } from "~/shared/json-depth";
import {
  MAX_SETTING_DEPTH,
  MAX_VERSIONS_KEPT,
  isSiteSettingsSection,
  siteSettingsSchemas,
} from "~/validation/site-settings";
import { currentContentVersion } from "./content-version.server";
import { badRequest, notFound } from "./errors.server";

export const SITE_SETTINGS_KV_KEY = "site-settings";

/** The saved sections as the KV copy holds them: `{ [section]: value }`. */
export type StoredSiteSettings = Partial<Record<SiteSettingsSection, unknown>>;

/** What is shown, and which stored sections no longer pass their checks. */
export interface CheckedSiteSettings {
  settings: SiteSettings;
  invalid: SiteSettingsSection[];
}

/** Each stored section checked; a missing or invalid one shows its default. */
export function checkStoredSettings(stored: unknown): CheckedSiteSettings {
  const record =
    typeof stored === "object" && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const settings = { ...defaultSiteSettings } as Record<SiteSettingsSection, unknown>;
  const invalid: SiteSettingsSection[] = [];
  for (const section of SITE_SETTINGS_SECTIONS) {
    if (record[section] === undefined) continue;
    const parsed = siteSettingsSchemas[section].safeParse(record[section]);
    if (parsed.success) settings[section] = parsed.data;
    else invalid.push(section);
  }
  return { settings: settings as unknown as SiteSettings, invalid };
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

/** The copy changed here: the next read fetches it again. */
export function forgetSiteSettingsMemo(): void {
  memo = null;
}

/**
 * The settings to show: each section of the KV copy over its default, a
 * section that no longer passes its check shown as its default. A missing
 * copy, or one KV cannot give, shows the defaults.
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

/** The KV copy as stored (unchecked), for the admin's read in standalone mode. */
export async function readStoredCopy(
  env: Pick<Env, "CONTENT_VERSION">,
): Promise<StoredSiteSettings> {
  const stored = await env.CONTENT_VERSION.get<StoredSiteSettings>(SITE_SETTINGS_KV_KEY, "json");
  return stored ?? {};
}

async function writeStoredCopy(env: Pick<Env, "CONTENT_VERSION">, copy: StoredSiteSettings) {
  forgetSiteSettingsMemo();
  await env.CONTENT_VERSION.put(SITE_SETTINGS_KV_KEY, JSON.stringify(copy));
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
  /** True when the KV copy had fallen behind D1 and was written again. */
  copyRewritten: boolean;
}

/**
 * A stored value (D1's text, the KV copy) read back. One that is not JSON,
 * or nests deeper than any section can, is `null`: no section's schema takes
 * it, so it is shown as invalid (the section's default, 'no válida'), and
 * nothing walks it; no stored value makes a page answer 500.
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

/** The statement that reads D1's saved sections; `storedOf` makes them the KV copy's shape. */
const savedSections = (db: Database) => db.select().from(siteSettings);

/** The saved sections of D1 as the KV copy holds them. */
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
 * The live admin's read: D1's sections and versions. A KV copy that differs
 * from D1 (a save whose copy could not be written) is written again here.
 */
export async function readAdminSiteSettings(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
): Promise<AdminSiteSettings> {
  const [[sectionRows, versionRows], copy] = await Promise.all([
    db.batch([
      savedSections(db),
      db
        .select()
        .from(siteSettingVersions)
        .orderBy(siteSettingVersions.section, desc(siteSettingVersions.id)),
    ]),
    // KV failing must not keep the owner from the tab: the copy is then written again.
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
  let copyRewritten = false;
  if (copy === undefined || !sameCopy(copy, stored)) {
    try {
      await writeStoredCopy(env, stored);
      copyRewritten = true;
    } catch (error) {
      console.error("Could not write the site settings' copy to KV", error);
    }
  }
  return {
    ...checkStoredSettings(stored),
    saved: SITE_SETTINGS_SECTIONS.filter((section) => stored[section] !== undefined),
    versions,
    copyRewritten,
  };
}

function sameCopy(copyText: string | null, stored: StoredSiteSettings): boolean {
  const copy = copyText === null ? {} : readStoredValue(copyText);
  return JSON.stringify(sortedKeys(copy)) === JSON.stringify(sortedKeys(stored));
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

/** The standalone admin's read: the KV copy, no versions. */
export async function readCopiedSiteSettings(
  env: Pick<Env, "CONTENT_VERSION">,
): Promise<AdminSiteSettings> {
  const stored = await readStoredCopy(env);
  return {
    ...checkStoredSettings(stored),
    saved: SITE_SETTINGS_SECTIONS.filter((section) => stored[section] !== undefined),
    versions: emptyVersions(),
    copyRewritten: false,
  };
}

/** A section's value checked with its schema, or a 400 with `{ field: [messages] }`. */
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
      issue.code === "unrecognized_keys"
        ? `Campos desconocidos: ${issue.keys.join(", ")}`
        : issue.path.length === 0 && issue.code === "invalid_type"
          ? siteSettingsMessages.notObject("La sección")
          : issue.message;
    (fieldErrors[field] ??= []).push(message);
  }
  const first = Object.values(fieldErrors)[0]?.[0] ?? siteSettingsMessages.notObject("La sección");
  throw badRequest(first, fieldErrors);
}

/** What a write did: D1 holds it; `copyWritten` false when KV refused the copy. */
export interface SectionWrite<T> {
  value: T;
  copyWritten: boolean;
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
 * After D1 holds the change: the KV copy, written from D1's sections as the
 * write's batch read them back (`rows`), or read now.
 */
async function refreshCopy(
  db: Database,
  env: Pick<Env, "CONTENT_VERSION">,
  rows?: { section: string; value: string }[],
): Promise<boolean> {
  try {
    await writeStoredCopy(env, storedOf(rows ?? (await savedSections(db))));
    return true;
  } catch (error) {
    console.error("Could not write the site settings' copy to KV", error);
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
  return { value, copyWritten: await refreshCopy(db, env, sections) };
}

/** Puts a version back as the section's value (checked again: the rules may have changed). */
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
  const value = parseSection(section, readStoredValue(row.value));
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
    copyWritten: await refreshCopy(db, env, sections),
  };
}

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
 * the values that pass their section's checks, as a restore checks them,
 * so the file always restores. A stored value that no longer passes stays
 * out: the site shows its default, and it could be neither shown nor restored.
 */
export function siteSettingsBackupOf(current: StoredSetting[], versions: StoredSetting[]) {
  const passing = (rows: StoredSetting[]) =>
    rows.flatMap((row) => {
      const value = readStoredValue(row.value);
      return isSiteSettingsSection(row.section) &&
        siteSettingsSchemas[row.section].safeParse(value).success
        ? [{ section: row.section, value, savedAt: row.savedAt.toISOString() }]
        : [];
    });
  return { current: passing(current), versions: passing(versions) };
}

/** Writes the KV copy from D1 (after a backup's restore), telling whether KV took it. */
export const rewriteSiteSettingsCopy = refreshCopy;
