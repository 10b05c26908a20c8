/**
 * The site settings in a backup file (docs/decisions/013-backups.md,
 * 027-site-settings.md): each saved section and each of its previous
 * versions (the newest 10 per section kept), checked with the section's
 * schema as a save is, ready to insert. One that fails refuses the file
 * with a 400 naming the section, so nothing is restored.
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

/**
 * A row's section, then its value checked as a save checks it and stored as
 * a save stores it; a refusal names the row (`elemento 2`, `versión 3`) and,
 * for a value, the section: «Identidad» for a current one, versión 3 de
 * «Identidad» for a version.
 */
function checkedRow(row: z.output<typeof entry>, index: number, isVersion: boolean) {
  const where = `${isVersion ? "versión" : "elemento"} ${index + 1}`;
  if (!isSiteSettingsSection(row.section)) {
    throw invalid(`${where}: sección desconocida «${row.section}»`);
  }
  try {
    const value = parseSection(row.section, row.value);
    return { section: row.section, value: JSON.stringify(value), savedAt: row.savedAt };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const title = siteSectionCopy[row.section].title;
    throw invalid(`${isVersion ? `${where} de ` : ""}«${title}»: ${message}`);
  }
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
    const checked = checkedRow(row, index, false);
    if (seen.has(row.section)) throw invalid(`sección repetida: ${row.section}`);
    seen.add(row.section);
    return checked;
  });
  const kept = new Map<string, number>();
  // Newest last in the file; the newest of each section are the ones kept.
  const versions = parsed.data.versions
    .map((row, index) => checkedRow(row, index, true))
    .reverse()
    .filter((row) => {
      const count = kept.get(row.section) ?? 0;
      kept.set(row.section, count + 1);
      return count < MAX_VERSIONS_KEPT;
    })
    .reverse();
  return { current, versions };
}
