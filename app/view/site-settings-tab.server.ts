import { SITE_SETTINGS_SECTIONS, type SiteSettingsSection } from "~/content/site-settings";
import { siteSectionCopy, siteTabCopy } from "~/content/site-settings-copy";
import type { AdminSiteSettings } from "~/services/site-settings.server";
import { formatDateTime } from "~/shared/dates";
import { isSiteSettingsSection } from "~/validation/site-settings";

/** A stored value as plain lines, 'campo: valor', to look at before restoring it. */
export function describeValue(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => describeValue(item, `${path} ${index + 1}`.trim()));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      describeValue(item, path ? `${path} › ${key}` : key),
    );
  }
  const text = value === null || value === undefined || value === "" ? "—" : String(value);
  return [`${path}: ${text}`];
}

/** The section a `?seccion=` asks for; the identity by default. */
export function sectionOfUrl(url: URL): SiteSettingsSection {
  const asked = url.searchParams.get("seccion");
  return isSiteSettingsSection(asked) ? asked : "business";
}

/** What the 'Sitio' tab shows of one section, and the list of sections. */
export function siteTabView(admin: AdminSiteSettings, section: SiteSettingsSection) {
  return {
    section,
    value: admin.settings[section],
    saved: admin.saved.includes(section),
    invalid: admin.invalid.includes(section),
    copyRewritten: admin.copyRewritten,
    versions: admin.versions[section].map((version) => ({
      id: version.id,
      savedAtLabel: formatDateTime(version.savedAt),
      // An unreadable version (not JSON, or nested too deep) is read as null: said, not walked.
      lines:
        version.value === null ? [siteTabCopy.unreadableVersion] : describeValue(version.value),
    })),
    sections: SITE_SETTINGS_SECTIONS.map((key) => ({
      key,
      title: siteSectionCopy[key].title,
      invalid: admin.invalid.includes(key),
    })),
  };
}
