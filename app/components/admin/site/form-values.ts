import type { SiteSettings, SiteSettingsSection } from "~/validation/site-settings";
import { joinLines, joinParagraphs, siteSections } from "~/validation/site-settings";

/** A section as its form holds it: every list of texts is one textarea's text. */
export type FormShape<T> = T extends string[]
  ? string
  : T extends (infer Item)[]
    ? FormShape<Item>[]
    : T extends object
      ? { [K in keyof T]: FormShape<T[K]> }
      : T extends null | boolean
        ? string
        : T;

/**
 * Lists written one item a line: a text block's points and the fields
 * declared as lines; every other list of texts is paragraphs.
 */
const LINE_LISTS = new Set([
  "points",
  ...Object.values(siteSections).flatMap(({ fields }) =>
    Object.entries(fields).flatMap(([key, field]) => (field.control.kind === "lines" ? [key] : [])),
  ),
]);

function toForm(value: unknown, key: string): unknown {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) {
      return LINE_LISTS.has(key) ? joinLines(value) : joinParagraphs(value);
    }
    return value.map((item) => toForm(item, key));
  }
  if (value === null) return "";
  // Conform checks a checkbox whose value is "on".
  if (typeof value === "boolean") return value ? "on" : "";
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => [
        name,
        toForm(item, name),
      ]),
    );
  }
  return value;
}

/** The section's values as its form starts from them. */
export function sectionFormValues<S extends SiteSettingsSection>(
  section: S,
  value: SiteSettings[S],
): FormShape<SiteSettings[S]> {
  const fields = siteSections[section].fields as Record<
    string,
    { form?: { value(stored: unknown): unknown } }
  >;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const form = fields[key]?.form;
      return [key, toForm(form ? form.value(item) : item, key)];
    }),
  ) as FormShape<SiteSettings[S]>;
}
