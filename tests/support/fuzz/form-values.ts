import fc from "fast-check";
import { GIF_1X1, PNG_8001X1, SVG, TEXT, WAVE } from "../test-images";
import { nastyString } from "./strings";

export interface UploadedFile {
  file: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}
export type FormValue = string | UploadedFile;
export type FormEntries = [string, FormValue][];

/** Files that are not pictures the site takes: each is refused before it is stored. */
export const BAD_FILES: UploadedFile[] = [
  { file: TEXT, name: "foto.png", type: "image/png" },
  { file: SVG, name: "dibujo.svg", type: "image/svg+xml" },
  { file: GIF_1X1, name: "anim.gif", type: "image/gif" },
  { file: WAVE, name: "foto.webp", type: "image/webp" },
  { file: PNG_8001X1, name: "ancha.png", type: "image/png" },
  { file: PNG_8001X1.slice(0, 24), name: "cortada.png", type: "image/png" },
  {
    file: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]),
    name: "rota.jpg",
    type: "image/jpeg",
  },
  {
    file: new TextEncoder().encode("<script>alert(1)</script>"),
    name: "../../etc/passwd",
    type: "text/html",
  },
];
export const badFile = fc.constantFrom(...BAD_FILES);

const BAD_URLS = [
  "javascript:alert(1)",
  " JAVASCRIPT:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x.png",
  "file:///etc/passwd",
  "ftp://example.com/x.png",
  "/images/a b.png",
  "images/../../x.png",
] as const;
export const badUrl = fc.constantFrom(...BAD_URLS);
export const blank = fc.constantFrom("", " ", "\t\n", "\u00A0");
/** Over `max` characters; zod counts code points, so 🍯 counts once. */
export const overLong = (max: number) =>
  fc.constantFrom("x", "ñ", "🍯").map((unit) => unit.repeat(max + 1));
/** Text that is missing or blank once trimmed, or over `max`. */
export const brokenText = (max: number) => fc.oneof(blank, overLong(max));

/** What an `intent` field may ask for; extra fields never carry these. */
const INTENTS = ["create", "update", "delete", "move", "restore", "preview"];

/**
 * Random extra fields after the real ones: unknown names, prototype keys,
 * duplicates of real ones (the pages read the first of a name).
 */
export const extraEntries = (names: readonly string[]): fc.Arbitrary<FormEntries> =>
  fc.array(
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(
            "__proto__",
            "constructor",
            "id",
            "isAdmin",
            "userId",
            "",
            "a[b]",
            ...names,
          ),
          fc.string({ maxLength: 10 }),
        ),
        nastyString,
      )
      .filter(([, value]) => !INTENTS.includes(value.trim().toLowerCase())),
    { maxLength: 3 },
  );

/** `fields` with one field replaced by a broken value (the form is then refused). */
export function withBroken(
  fields: Record<string, string | string[]>,
  broken: Record<string, fc.Arbitrary<string | string[] | null>>,
): fc.Arbitrary<FormEntries> {
  return fc
    .tuple(
      fc.constantFrom(...Object.keys(broken)),
      fc.record(broken),
      fc.option(fc.constantFrom(...Object.keys(fields)), { freq: 3 }),
      nastyString,
    )
    .map(([name, values, hostile, text]) => {
      const result: Record<string, string | string[]> = { ...fields };
      // Another field may carry hostile text; the broken one is still broken.
      if (hostile && hostile !== name && !Array.isArray(result[hostile])) result[hostile] = text;
      const value = values[name];
      if (value === null || value === undefined) delete result[name];
      else result[name] = value;
      return toEntries(result);
    });
}

export function toEntries(fields: Record<string, string | string[]>): FormEntries {
  const entries: FormEntries = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, item]);
  }
  return entries;
}
