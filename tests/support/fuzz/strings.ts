import fc from "fast-check";

/** Hostile text, mostly valid as plain text. */
export const NASTY_STRINGS = [
  "'; DROP TABLE products; --",
  "Robert'); DROP TABLE stores;--",
  '" OR "1"="1',
  "1 OR 1=1; DELETE FROM users; --",
  "admin'--",
  "' UNION SELECT password_hash FROM users --",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "\u0000",
  "a\u0000b",
  "\u0000'; DROP TABLE recipes; --",
  "🍯🌶️👩‍👩‍👧‍👦🇲🇽",
  "\u202Eevil\u202C",
  "Z̷̢͈͓̥̬̙̪̦̾͊̿a̶̡͍̲̰͚̯̦̩̓l̶̡̛̝̟̺̗̗̅ͅg̵͚̃̓o̴͙͗",
  "ñáéíóú ÑÁÉÍÓÚ ü",
  "\uFEFFbom",
  "%00%27%22",
  "${7*7}{{7*7}}<%= 7*7 %>",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "prototype",
  "null",
  "undefined",
  "NaN",
  "\r\n\r\nX-Injected: 1",
  "\\",
  '"',
  "`",
  "\ud800",
  "\udfff lone surrogate",
  "𝕳𝖔𝖓𝖊𝖞",
  "٠١٢٣٤٥٦٧٨٩",
  "x".repeat(300),
] as const;

/** Whitespace-only text: blank once trimmed. */
export const BLANKS = [
  "",
  " ",
  "   ",
  "\t\n",
  "\u00A0",
  "\u3000",
  "\uFEFF",
  "\r\n \u2028",
] as const;

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 12 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

/** Longer than `max` UTF-16 units even once trimmed. */
export function tooLong(max: number, prefix = ""): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("x", "ñ", "🍯", "'; DROP TABLE products; --", "\u0000", "A"),
      fc.integer({ min: 1, max: 200 }),
    )
    .map(([unit, extra]) => prefix + unit.repeat(Math.ceil((max + extra) / unit.length)));
}
