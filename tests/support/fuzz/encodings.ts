import fc from "fast-check";

/** A request body and how it is sent. */
export interface BodyCase {
  /** Which generator made it, for the report of a failing case. */
  label: string;
  /** `null`: no Content-Type header (a string body then goes as text/plain). */
  contentType: string | null;
  body: string | Uint8Array<ArrayBuffer> | null;
  /** The status a body-reading route must answer, when it is certain. */
  expect?: number;
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/vnd.api+json",
  "application/json;charset=ISO-8859-1",
] as const;
export const jsonType = fc.constantFrom(...JSON_TYPES);

export const WRONG_TYPES = [
  null,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "text/json",
  "application/jsonp",
  "application/json5",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "text/html",
  "json",
  "application/javascript",
  "*/*",
  "application/octet-stream",
  "image/png",
  "application/ json",
] as const;

/** Invalid UTF-8: stray continuation, overlong, surrogate, truncated, out of range. */
export const BAD_UTF8: readonly (readonly number[])[] = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xc3],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x8d],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

export const SENTINEL = "\uE000";
const SENTINEL_BYTES = [0xee, 0x80, 0x80];

/** `text` as UTF-8 with the first sentinel's bytes replaced by `bad`. */
export function injectBytes(text: string, bad: readonly number[]): Uint8Array<ArrayBuffer> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i + 2 < bytes.length; i++) {
    if (
      bytes[i] === SENTINEL_BYTES[0] &&
      bytes[i + 1] === SENTINEL_BYTES[1] &&
      bytes[i + 2] === SENTINEL_BYTES[2]
    ) {
      return Uint8Array.from([...bytes.subarray(0, i), ...bad, ...bytes.subarray(i + 3)]);
    }
  }
  throw new Error("sentinel not found");
}
