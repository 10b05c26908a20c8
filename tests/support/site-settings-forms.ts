import {
  sectionFields,
  type SiteSettings,
  type SiteSettingsSection,
} from "../../app/validation/site-settings";

/** Lists of texts written one a line in the 'Sitio' tab's textareas; the others are paragraphs. */
const LINE_LISTS = new Set(["points", "places"]);

function addFields(fields: URLSearchParams, value: unknown, name: string, key: string): void {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) {
      fields.append(name, value.join(LINE_LISTS.has(key) ? "\n" : "\n\n"));
      return;
    }
    value.forEach((item, index) => addFields(fields, item, `${name}[${index}]`, key));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [field, item] of Object.entries(value as Record<string, unknown>)) {
      addFields(fields, item, name ? `${name}.${field}` : field, field);
    }
    return;
  }
  if (typeof value === "boolean") {
    // A checkbox: sent only when ticked.
    if (value) fields.append(name, "on");
    return;
  }
  fields.append(name, value === null ? "" : String(value));
}

/** A section's form as a browser without JavaScript posts it ('Guardar'). */
export function sectionForm<S extends SiteSettingsSection>(
  section: S,
  value: SiteSettings[S],
): URLSearchParams {
  const fields = new URLSearchParams({ section, intent: "save" });
  const declared = sectionFields(section);
  for (const [key, item] of Object.entries(value)) {
    // As the form shows it: amounts in pesos, lists with their blank rows.
    const form = declared[key]?.form;
    addFields(fields, form ? form.value(item as never) : item, key, key);
  }
  return fields;
}

/** The address of a section in the 'Sitio' tab. */
export const sectionPath = (section: SiteSettingsSection) => `/admin/site?seccion=${section}`;
