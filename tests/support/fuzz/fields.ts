import fc from "fast-check";
import { nonString, nonStringNonNull } from "./json-values";
import { BLANKS, nastyString, tooLong } from "./strings";

/** A field of a route's body, as its zod schema reads it. */
export type FieldKind =
  | { type: "text"; max: number; required: boolean }
  | { type: "password"; max: number }
  | { type: "flag" }
  | { type: "enum"; values: readonly string[]; required: boolean }
  | { type: "imageUrl" }
  | { type: "mainImageUrl" }
  | { type: "httpUrl" }
  | { type: "imageUrls"; max: number }
  | { type: "email"; required: boolean }
  | { type: "code" }
  | { type: "phone"; min: number; max: number }
  | { type: "ids" }
  | { type: "count"; min: number; max: number }
  /** A whole number from 0 to `max`, or null; may be left out (a price in centavos, a stock). */
  | { type: "amount"; max: number }
  | { type: "isoDate" };

export type FieldSpec = Readonly<Record<string, FieldKind>>;

const SITE_IMAGES = [
  "/images/miel-picosa.webp",
  "/images/uploads/abc123.png",
  "/images/%F0%9F%8D%AF.webp",
] as const;
const HTTP_URLS = [
  "https://www.instagram.com/p/abc123/",
  "http://example.com/a.png?x=1#y",
  "https://cdn.example.com/images/miel.webp",
] as const;

const BAD_URLS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(document.domain)",
  "java\u0000script:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:image/png;base64,iVBORw0KGgo=",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x.png",
  "\\\\evil.example\\x.png",
  "/\\evil.example/x.png",
  "/images/a b.png",
  "images/x.png",
  "ftp://example.com/x.png",
  "file:///etc/passwd",
  "about:blank",
  "http://",
  "https://",
  "http:// example.com",
  "https://exa mple.com/x.png",
  "'; DROP TABLE recipes; --",
  "🍯",
] as const;

const BAD_EMAILS = [
  "no-es-correo",
  "a@",
  "@example.com",
  "a b@example.com",
  "a@b",
  "a@@example.com",
  "<script>@example.com",
  "'; DROP TABLE users; --@x",
  "correo@ejemplo..com",
  "\u0000@example.com",
] as const;

/** Dates the expiry field refuses: not a real day, not `YYYY-MM-DD`, or out of range. */
const BAD_DATES = [
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "2026-1-5",
  "20260105",
  "2026/01/05",
  "05/01/2026",
  "1999-12-31",
  "3000-01-01",
  "2026-01-05T00:00:00Z",
  "2026-01-05\u0000",
  "hoy",
  "🍯",
] as const;

/** Values the count field refuses: not a number at all. */
const NOT_COUNTS: fc.JsonValue[] = [
  null,
  true,
  false,
  "1",
  "40",
  "",
  " 3",
  [],
  {},
  [1],
  { count: 1 },
];

const lowerAlnum = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const validEmail = fc
  .tuple(lowerAlnum, lowerAlnum, fc.constantFrom("com", "mx", "example"))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);

/** Plain text within `max` once trimmed, often hostile. */
function validText(max: number, required: boolean): fc.Arbitrary<string> {
  return fc
    .oneof(nastyString, fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }))
    .filter((text) => text.trim().length <= max && (!required || text.trim().length > 0));
}

/** A value the field's schema accepts. */
export function validValue(kind: FieldKind): fc.Arbitrary<fc.JsonValue> {
  switch (kind.type) {
    case "text":
      return kind.required
        ? validText(kind.max, true)
        : fc.oneof(validText(kind.max, false), fc.constantFrom("", null));
    case "password":
      return fc.string({ minLength: 1, maxLength: 40 });
    case "flag":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...kind.values);
    case "imageUrl":
    case "mainImageUrl":
      return fc.constantFrom(...SITE_IMAGES, ...HTTP_URLS);
    case "httpUrl":
      return fc.constantFrom(...HTTP_URLS);
    case "imageUrls":
      return fc.uniqueArray(fc.constantFrom(...SITE_IMAGES, ...HTTP_URLS), {
        minLength: 1,
        maxLength: 4,
      });
    case "email":
      return kind.required ? validEmail : fc.oneof(validEmail, fc.constantFrom("", null));
    case "code":
      return fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/);
    case "phone":
      return fc.stringMatching(/^\+?[0-9]{10,15}$/);
    case "ids":
      return fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 });
    case "count":
      return fc.integer({ min: kind.min, max: kind.max });
    case "amount":
      return fc.oneof(fc.integer({ min: 0, max: kind.max }), fc.constant(null));
    case "isoDate":
      return fc.oneof(
        fc
          .date({
            min: new Date("2000-01-01T00:00:00Z"),
            max: new Date("2999-12-31T00:00:00Z"),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom("", null),
      );
  }
}

/** A value the field's schema refuses, whatever the other fields hold. */
export function wrongValue(kind: FieldKind): fc.Arbitrary<fc.JsonValue> {
  switch (kind.type) {
    case "text":
      return kind.required
        ? fc.oneof(nonString, fc.constantFrom(...BLANKS), tooLong(kind.max))
        : fc.oneof(nonStringNonNull, tooLong(kind.max));
    case "password":
      return fc.oneof(nonString, fc.constant(""), tooLong(kind.max));
    case "flag":
      return fc.oneof(
        fc.constantFrom(null, 0, 1, "true", "false", "", "on", "1", [], {}, [true]),
        fc.integer(),
        nastyString,
      );
    case "enum":
      return fc.oneof(
        kind.required ? nonString : nonStringNonNull,
        fc.constantFrom(
          ...kind.values.flatMap((value) => [
            value.toLowerCase(),
            value.toUpperCase(),
            ` ${value}`,
            value.normalize("NFD"),
          ]),
          "",
        ),
        nastyString,
      );
    case "imageUrl":
    case "mainImageUrl":
    case "httpUrl":
      return fc.oneof(
        nonString,
        fc.constantFrom(...BLANKS, ...BAD_URLS),
        tooLong(2048, "https://example.com/"),
        kind.type === "httpUrl" ? fc.constantFrom(...SITE_IMAGES) : fc.constant("ftp://x"),
        // Well-formed, but not one of the product's images.
        kind.type === "mainImageUrl"
          ? fc.constant("https://not-listed.example/zz.png")
          : fc.constant("mailto:x@y.z"),
      );
    case "imageUrls":
      return fc.oneof(
        nonString,
        fc.constant<fc.JsonValue>([]),
        fc.array(nonString, { minLength: 1, maxLength: 3 }),
        fc
          .tuple(
            fc.array(fc.constantFrom(...SITE_IMAGES), { maxLength: 2 }),
            fc.constantFrom(...BAD_URLS, ...BLANKS),
          )
          .map(([good, bad]) => [...good, bad]),
        fc
          .integer({ min: kind.max + 1, max: kind.max + 20 })
          .map((n) => Array.from({ length: n }, (_, i) => `/images/${i}.webp`)),
      );
    case "email":
      return fc.oneof(
        kind.required ? fc.oneof(nonString, fc.constantFrom(...BLANKS)) : nonStringNonNull,
        fc.constantFrom(...BAD_EMAILS),
        tooLong(254).map((local) => `${local}@example.com`),
      );
    case "code":
      return fc.oneof(
        nonString,
        fc.constantFrom(
          ...BLANKS,
          "-ABC",
          "_ABC",
          "AB CD",
          "CÓDIGO",
          "ÑANDÚ-2025",
          "'; DROP TABLE invitation_codes; --",
          "<script>",
          "A/B",
          "A.B",
          "🍯",
          "A\u0000B",
        ),
        tooLong(64).map((text) => text.replace(/[^A]/g, "A")),
      );
    case "phone":
      return fc.oneof(
        nonString,
        fc.constantFrom(...BLANKS, "123", "         1", "12345 6789"),
        fc.integer({ min: kind.max + 1, max: kind.max + 50 }).map((n) => "5".repeat(n)),
      );
    case "ids":
      return fc.oneof(
        nonString,
        fc.constant<fc.JsonValue>([]),
        fc.array(
          fc.oneof(
            fc.constantFrom(0, -1, 1.5, "1", null, 1e300, 2 ** 53 + 2, true, [1], { id: 1 }),
            fc.integer({ max: 0 }),
            fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constant(Array.from({ length: 1001 }, (_, i) => i + 1)),
      );
    case "count":
      return fc.oneof(
        fc.constantFrom(...NOT_COUNTS),
        fc.integer({ max: kind.min - 1 }),
        fc.integer({ min: kind.max + 1 }),
        fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
        nastyString,
      );
    case "amount":
      return fc.oneof(
        fc.constantFrom<fc.JsonValue>(-1, 1.5, "abc", "220", "", true, [], {}, [1], 1e300),
        fc.integer({ max: -1 }),
        fc.integer({ min: kind.max + 1 }),
        fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
        nastyString,
      );
    case "isoDate":
      return fc.oneof(nonStringNonNull, fc.constantFrom(...BAD_DATES), nastyString);
  }
}

/** Whether a body without the field is refused. */
export function isRequired(kind: FieldKind | undefined): boolean {
  if (!kind) return false;
  switch (kind.type) {
    case "flag":
    case "isoDate":
    case "amount":
      return false;
    case "text":
    case "enum":
    case "email":
      return kind.required;
    default:
      return true;
  }
}
