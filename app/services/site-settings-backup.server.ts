/**
 * The site settings in a backup file (docs/decisions/013-backups.md,
 * 027-site-settings.md): each saved section, checked with its schema, and
 * its previous versions (the newest 10 per section kept), ready to insert.
 */
import { z } from "zod";
import type { SiteSettingsSection } from "~/content/site-settings";
import { siteSectionCopy } from "~/content/site-settings-copy";
import { isSiteSettingsSection, MAX_VERSIONS_KEPT } from "~/validation/site-settings";
import { badRequest } from "./errors.server";
import { parseSection } from "./site-settings.server";

export interface SiteSettingsBackup {
  current: { section: SiteSettingsSection; value: string; savedAt: Date }[];
  versions: { section: SiteSettingsSection; value: string; savedAt: Date }[];
}

const LABEL = "Ajustes del sitio";

const entry = z.object({
  section: z.string({ error: "La sección es requerida" }),
  value: z.unknown().refine((value) => value !== undefined, "El valor es requerido"),
  savedAt: z.iso
    .datetime({ offset: true, error: "La fecha no es válida (se espera ISO 8601)" })
    .transform((value) => new Date(value)),
});
const file = z.object({
  current: z.array(entry, { error: "Debe ser una lista" }),
  versions: z.array(entry, { error: "Debe ser una lista" }),
});

function invalid(message: string) {
  return badRequest(`${LABEL}: ${message}`);
}

export function parseSiteSettingsBackup(data: unknown): SiteSettingsBackup {
  const parsed = file.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join(".");
    throw invalid(`${issue?.message ?? "Dato no válido"}${field ? ` (campo «${field}»)` : ""}`);
  }
  const seen = new Set<string>();
  const current = parsed.data.current.map((row, index) => {
    if (!isSiteSettingsSection(row.section)) {
      throw invalid(`elemento ${index + 1}: sección desconocida «${row.section}»`);
    }
    if (seen.has(row.section)) throw invalid(`sección repetida: ${row.section}`);
    seen.add(row.section);
    try {
      const value = parseSection(row.section, row.value);
      return { section: row.section, value: JSON.stringify(value), savedAt: row.savedAt };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw invalid(`«${siteSectionCopy[row.section].title}»: ${message}`);
    }
  });
  const kept = new Map<string, number>();
  // Newest last in the file; the newest of each section are the ones kept.
  const versions = parsed.data.versions
    .map((row, index) => {
      if (!isSiteSettingsSection(row.section)) {
        throw invalid(`versión ${index + 1}: sección desconocida «${row.section}»`);
      }
      return { section: row.section, value: JSON.stringify(row.value), savedAt: row.savedAt };
    })
    .reverse()
    .filter((row) => {
      const count = kept.get(row.section) ?? 0;
      kept.set(row.section, count + 1);
      return count < MAX_VERSIONS_KEPT;
    })
    .reverse();
  return { current, versions };
}
