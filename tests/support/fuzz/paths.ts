import fc from "fast-check";
import { nastyString } from "./strings";

const ODD_IDS = [
  "-1",
  "0",
  "00",
  "01",
  "1e3",
  "1.0",
  "1.5",
  "0x1",
  "+1",
  "%2B1",
  "%201",
  "1%20",
  "%00",
  "1%00",
  "..%2F..",
  "..%2F..%2Fproducts",
  "%2e%2e%2f%2e%2e",
  "%",
  "%zz",
  "%C0%AF",
  "%FF",
  "%E2%80%AE1",
  "%F0%9F%8D%AF",
  "🍯",
  "ñ",
  "１",
  "١",
  "NaN",
  "Infinity",
  "-Infinity",
  "null",
  "undefined",
  "true",
  "[1]",
  "%7B%7D",
  "1%3B%20DROP%20TABLE%20products",
  "1%27%20OR%20%271%27%3D%271",
  "2147483648",
  "4294967297",
  "9007199254740993",
  "99999999999",
  "1".repeat(11),
  "9".repeat(400),
  "1".repeat(2000),
  "order",
  "%6F%72%64%65%72",
] as const;

/** `text` decoded as a path segment, or itself when that fails. */
function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A path segment no sane server reads as the id of an existing row (ids of
 * the fuzzed tables stay far below 1,000,000). Raw segments are URL-encoded,
 * so none can reach another route through `?`, `#`, `/` or `..`.
 */
export const oddId: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.constantFrom(...ODD_IDS), weight: 6 },
    { arbitrary: fc.integer({ min: 1_000_000, max: 2_147_483_647 }).map(String), weight: 2 },
    { arbitrary: fc.integer({ min: -2_147_483_648, max: 0 }).map(String), weight: 1 },
    {
      arbitrary: fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 20 })
        .map(encodeURIComponent),
      weight: 2,
    },
    {
      arbitrary: nastyString
        .filter((s) => s.length > 0 && !/[\ud800-\udfff]/.test(s))
        .map(encodeURIComponent),
      weight: 2,
    },
  )
  .filter((segment) => {
    const decoded = decodeSegment(segment);
    return !(/^[1-9]\d*$/.test(decoded) && Number(decoded) < 1_000_000);
  });

/**
 * Whether a URL reads the segment as "." or ".." (percent-encoded dots
 * included) and drops it, so that the request goes to another address:
 * `/api/admin/requests/./notify` is `/api/admin/requests/notify`.
 */
export function isDotSegment(segment: string): boolean {
  const dots = segment.replace(/%2e/gi, ".");
  return dots === "." || dots === "..";
}
