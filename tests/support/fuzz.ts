import fc from "fast-check";
import { expect } from "vitest";
import type { z } from "zod";
import { ORIGIN } from "./api";
import type { TestWorker } from "./worker";

/**
 * Building blocks for the property-based robustness tests of the JSON write
 * routes (tests/integration/api-fuzz.test.ts): generators of malformed bodies,
 * odd path ids and request headers, the D1 snapshot every request is checked
 * against, and the checks of each answer.
 */

// ---------------------------------------------------------------------------
// D1 snapshot
// ---------------------------------------------------------------------------

/**
 * Every table a write route may touch. `rate_limit_hits` is left out on
 * purpose: failed logins, code look-ups and request submissions are counted
 * there by design.
 */
export const WATCHED_TABLES = [
  "products",
  "stores",
  "recipes",
  "invitation_codes",
  "invitation_requests",
  "users",
  "sessions",
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];
export type Snapshot = Record<WatchedTable, string>;

const snapshotQueries = new WeakMap<D1Database, D1PreparedStatement>();

/**
 * One SELECT returning every row of every watched table as JSON text, one
 * column per table: a single D1 round trip, cheap enough to run after each
 * generated request.
 */
async function snapshotQuery(d1: D1Database): Promise<D1PreparedStatement> {
  const cached = snapshotQueries.get(d1);
  if (cached) return cached;
  const parts: string[] = [];
  for (const table of WATCHED_TABLES) {
    const { results } = await d1.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    const columns = results.map((column) => `"${column.name}"`).join(", ");
    parts.push(
      `(SELECT json_group_array(json_array(${columns})) FROM (SELECT * FROM ${table} ORDER BY rowid)) AS ${table}`,
    );
  }
  const query = d1.prepare(`SELECT ${parts.join(", ")}`);
  snapshotQueries.set(d1, query);
  return query;
}

/** All rows of the watched tables, as JSON, read in one D1 round trip. */
export async function snapshotTables(d1: D1Database): Promise<Snapshot> {
  const row = await (await snapshotQuery(d1)).first<Snapshot>();
  if (!row) throw new Error("the snapshot query returned no row");
  return row;
}

function describeChange(baseline: Snapshot, now: Snapshot): string | null {
  const changed = WATCHED_TABLES.filter((table) => now[table] !== baseline[table]);
  if (changed.length === 0) return null;
  const detail = changed
    .map((table) => `${table}:\n  before ${baseline[table]}\n  after  ${now[table]}`)
    .join("\n");
  return `${changed.join(", ")}\n${detail}`;
}

/** Fails naming the tables whose rows differ from `baseline`. */
export async function expectUnchanged(
  worker: TestWorker,
  baseline: Snapshot,
  what: string,
): Promise<void> {
  const change = describeChange(baseline, await snapshotTables(worker.d1));
  if (change) throw new Error(`D1 changed after ${what}: ${change}`);
}

/**
 * Watches D1 while requests run, possibly from several properties at once:
 * after every `every` requests (and at `check()`), the watched tables must
 * equal the baseline. A change names every request that could have made it:
 * those finished since the last clean check and those still running. From
 * then on every request fails at once with that same report, so fast-check's
 * shrinking cannot replace it with an innocent request.
 */
export class WriteWatch {
  private unverified: string[] = [];
  private readonly running = new Map<symbol, string>();
  private failure: Error | null = null;
  private sinceCheck = 0;

  constructor(
    private readonly worker: TestWorker,
    private readonly baseline: Snapshot,
    private readonly every: number,
  ) {}

  /** Runs one request (`send` sends and checks it), then maybe checks D1. */
  async run<T>(what: string, send: () => Promise<T>): Promise<T> {
    if (this.failure) throw this.failure;
    const token = Symbol(what);
    this.running.set(token, what);
    let result: T;
    try {
      result = await send();
    } finally {
      this.running.delete(token);
      this.unverified.push(what);
    }
    this.sinceCheck += 1;
    if (this.sinceCheck >= this.every) await this.check();
    return result;
  }

  /** The watched tables must equal the baseline now. */
  async check(): Promise<void> {
    if (this.failure) throw this.failure;
    this.sinceCheck = 0;
    // Finished before the snapshot is read: verified by it if it is clean.
    const covered = this.unverified.length;
    const now = await snapshotTables(this.worker.d1);
    const change = describeChange(this.baseline, now);
    if (!change) {
      this.unverified.splice(0, covered);
      return;
    }
    const suspects = [...this.unverified, ...this.running.values()];
    this.failure = new Error(
      `D1 changed during one of these ${suspects.length} requests:\n${suspects.map((what) => `  - ${what}`).join("\n")}\n` +
        `Changed: ${change}\n(FUZZ_CHECK_EVERY=1 checks after every request, to single it out.)`,
    );
    throw this.failure;
  }
}

// ---------------------------------------------------------------------------
// Answer checks
// ---------------------------------------------------------------------------

/** What an answer must never show: stack frames and internals. */
const LEAKS: readonly [string, RegExp][] = [
  ["stack frame", /at /],
  ["error class", /Error:/],
  ["D1 error code", /D1_/],
  ["SQLite", /SQLITE/i],
  ["drizzle", /drizzle/i],
  ["node_modules", /node_modules/],
];

/** `Campos no permitidos: <keys>` echoes the client's own key names. */
const UNKNOWN_KEYS_PREFIX = "Campos no permitidos:";

/** The body's text with the echo of the client's unknown keys cut out. */
function withoutEchoedKeys(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(parsed, (_key, value: unknown) =>
    typeof value === "string" && value.startsWith(UNKNOWN_KEYS_PREFIX)
      ? UNKNOWN_KEYS_PREFIX
      : value,
  );
}

export interface CheckedAnswer {
  status: number;
  text: string;
}

/**
 * Reads the answer and checks what holds for every one: no 5xx; a 4xx is
 * JSON with a Spanish `error` string; nothing internal leaks.
 */
export async function checkAnswer(response: Response, what: string): Promise<CheckedAnswer> {
  const text = await response.text();
  const context = `${what} → ${response.status} ${text.slice(0, 500)}`;
  expect(response.status, context).toBeLessThan(500);
  const visible = withoutEchoedKeys(text);
  for (const [name, pattern] of LEAKS) {
    expect(pattern.test(visible), `${name} leaked: ${context}`).toBe(false);
  }
  if (response.status >= 400) {
    expect(response.headers.get("Content-Type") ?? "", context).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error?: unknown };
    expect(typeof body.error, context).toBe("string");
  }
  return { status: response.status, text };
}

// ---------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------

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
const BLANKS = ["", " ", "   ", "\t\n", "\u00A0", "\u3000", "\uFEFF", "\r\n \u2028"] as const;

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

// ---------------------------------------------------------------------------
// JSON values of the wrong type
// ---------------------------------------------------------------------------

const leaf: fc.Arbitrary<fc.JsonValue> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  nastyString,
);

/** Any JSON value but a string or null. */
export const nonStringNonNull: fc.Arbitrary<fc.JsonValue> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -0, 2 ** 53 + 2, true, false),
  fc.boolean(),
  fc.constant<fc.JsonValue>([]),
  fc.constant<fc.JsonValue>({}),
  fc.array(leaf, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }),
  fc.constantFrom<fc.JsonValue>([["nested"]], { $gt: "" }, { toString: "x" }, { length: 1 }),
);

/** Any JSON value but a string. */
export const nonString: fc.Arbitrary<fc.JsonValue> = fc.oneof(
  { arbitrary: nonStringNonNull, weight: 5 },
  { arbitrary: fc.constant(null), weight: 1 },
);

// ---------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------

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
  | { type: "ids" };

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
  }
}

// ---------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------

export type Entries = readonly (readonly [string, unknown])[];

/**
 * `{…}` from key/value pairs, in order, duplicates kept. Written by hand so
 * `__proto__` ends up an own key of the JSON text, as an attacker sends it.
 */
export function objectText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;
}

/** A body the route's schema accepts (its other checks may still refuse it). */
export function validPayload(
  spec: FieldSpec,
  fixup: (payload: Record<string, fc.JsonValue>) => Record<string, fc.JsonValue> = (payload) =>
    payload,
): fc.Arbitrary<Record<string, fc.JsonValue>> {
  const fields: Record<string, fc.Arbitrary<fc.JsonValue>> = {};
  for (const [name, kind] of Object.entries(spec)) fields[name] = validValue(kind);
  return fc.record(fields).map(fixup);
}

const EXTRA_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "slug",
  "displayOrder",
  "isAdmin",
  "createdAt",
  "updatedAt",
  "usedAt",
  "usedBy",
  "passwordHash",
  "password_hash",
  "userId",
  "",
  " ",
  "\u0000",
  "'; DROP TABLE products; --",
  "toString",
  "hasOwnProperty",
] as const;

function extraKey(spec: FieldSpec): fc.Arbitrary<string> {
  return fc
    .oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 }))
    .filter((key) => !Object.hasOwn(spec, key));
}

type FieldAction = "keep" | "nasty" | "drop";

/**
 * The main malformed body: a valid one with at least one field replaced by a
 * value of the wrong type or shape (or a required field dropped, or a key
 * the schema does not know added), other fields possibly hostile text,
 * extra and duplicated keys.
 */
export function mutatedPayload(
  spec: FieldSpec,
  base: fc.Arbitrary<Record<string, fc.JsonValue>>,
): fc.Arbitrary<Entries> {
  const names = Object.keys(spec);
  const actions: Record<string, fc.Arbitrary<FieldAction>> = {};
  for (const name of names) {
    actions[name] = fc.oneof(
      { arbitrary: fc.constant<FieldAction>("keep"), weight: 5 },
      { arbitrary: fc.constant<FieldAction>("nasty"), weight: 2 },
      { arbitrary: fc.constant<FieldAction>("drop"), weight: 1 },
    );
  }
  const wrongs: Record<string, fc.Arbitrary<fc.JsonValue>> = {};
  for (const name of names) {
    const kind = spec[name];
    if (kind) wrongs[name] = wrongValue(kind);
  }
  const forced = fc.oneof(
    // One field (at least) gets a value of the wrong type or shape.
    {
      arbitrary: fc.constantFrom(...names).map((name) => ({ kind: "wrong" as const, name })),
      weight: 6,
    },
    // A required field is missing.
    {
      arbitrary: fc
        .constantFrom(...names.filter((name) => isRequired(spec[name])))
        .map((name) => ({ kind: "missing" as const, name })),
      weight: 1,
    },
    // A key the schema does not know.
    { arbitrary: extraKey(spec).map((name) => ({ kind: "extra" as const, name })), weight: 2 },
  );
  return fc
    .record({
      base,
      actions: fc.record(actions),
      nasty: fc.array(nastyString, { minLength: names.length, maxLength: names.length }),
      wrong: fc.record(wrongs),
      forced,
      secondWrong: fc.option(fc.constantFrom(...names), { freq: 3 }),
      extras: fc.array(fc.tuple(extraKey(spec), fc.jsonValue({ maxDepth: 2 })), { maxLength: 2 }),
      extraValue: fc.jsonValue({ maxDepth: 2 }),
      shadow: fc.boolean(),
      shuffle: fc.boolean(),
    })
    .map(
      ({
        base,
        actions,
        nasty,
        wrong,
        forced,
        secondWrong,
        extras,
        extraValue,
        shadow,
        shuffle,
      }) => {
        const entries: [string, unknown][] = [];
        names.forEach((name, index) => {
          const isForced = forced.kind !== "extra" && forced.name === name;
          if (isForced && forced.kind === "missing") return;
          if (isForced || secondWrong === name) {
            // A valid value first, overridden by the wrong one (JSON.parse keeps the last).
            if (shadow) entries.push([name, base[name]]);
            entries.push([name, wrong[name]]);
            return;
          }
          const action = actions[name];
          if (action === "drop") return;
          entries.push([name, action === "nasty" ? nasty[index] : base[name]]);
        });
        if (forced.kind === "extra") entries.push([forced.name, extraValue]);
        entries.push(...extras);
        return shuffle ? entries.reverse() : entries;
      },
    );
}

function isRequired(kind: FieldKind | undefined): boolean {
  if (!kind) return false;
  switch (kind.type) {
    case "flag":
      return false;
    case "text":
    case "enum":
    case "email":
      return kind.required;
    default:
      return true;
  }
}

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

const WRONG_TYPES = [
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
const BAD_UTF8: readonly (readonly number[])[] = [
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

const SENTINEL = "\uE000";
const SENTINEL_BYTES = [0xee, 0x80, 0x80];

/** `text` as UTF-8 with the first sentinel's bytes replaced by `bad`. */
function injectBytes(text: string, bad: readonly number[]): Uint8Array<ArrayBuffer> {
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

/** What the server does with a body: parse it, then the schema. */
export function schemaAccepts(schema: z.ZodType, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return schema.safeParse(value).success;
}

function serializeAnything(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

/**
 * Every kind of malformed body for a route whose body `schema` (strict, as
 * the route applies it) reads and whose valid bodies `valid` generates.
 * `semantic` adds bodies the schema accepts but the route must still refuse
 * (unknown code, wrong password, duplicate, …); nothing else it yields is
 * accepted by the schema.
 */
export function malformedBody(options: {
  spec: FieldSpec;
  schema: z.ZodType;
  valid: fc.Arbitrary<Record<string, fc.JsonValue>>;
  semantic?: fc.Arbitrary<BodyCase>;
  /** Share of `semantic` among about 60 of the other kinds (default 8). */
  semanticWeight?: number;
}): fc.Arbitrary<BodyCase> {
  const { spec, schema, valid } = options;
  const refused = (text: string) => !schemaAccepts(schema, text);
  const stringFields = Object.keys(spec).filter((name) => {
    const type = spec[name]?.type;
    return type === "text" || type === "password" || type === "code" || type === "phone";
  });

  const mutated = fc
    .tuple(mutatedPayload(spec, valid), jsonType)
    .map(([entries, contentType]): BodyCase => ({
      label: "mutated",
      contentType,
      body: objectText(entries),
    }))
    .filter((c) => typeof c.body === "string" && refused(c.body));

  const arbitraryJson = fc
    .tuple(fc.json({ maxDepth: 3 }), jsonType)
    .map(([body, contentType]): BodyCase => ({ label: "json", contentType, body }))
    .filter((c) => typeof c.body === "string" && refused(c.body));

  const anything = fc
    .tuple(fc.anything({ maxDepth: 3 }), jsonType)
    .map(([value, contentType]): BodyCase => ({
      label: "anything",
      contentType,
      body: serializeAnything(value),
    }))
    .filter((c) => typeof c.body === "string" && refused(c.body));

  const oddText = fc
    .tuple(
      fc.constantFrom(
        "",
        " ",
        "null",
        "true",
        "0",
        '""',
        "[]",
        "{}",
        "{",
        "}",
        "[",
        '{"a":}',
        "{'single':'quotes'}",
        '{"a":1,}',
        "NaN",
        "undefined",
        "{__proto__:1}",
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        "\u0000",
        "\uFEFF",
        "<html></html>",
        "name=x&description=y",
        "'; DROP TABLE products; --",
      ),
      jsonType,
    )
    .map(([body, contentType]): BodyCase => ({ label: "odd-text", contentType, body, expect: 400 }))
    .filter((c) => typeof c.body === "string" && refused(c.body));

  // Valid JSON of a valid body, cut short: never JSON.
  const truncated = fc
    .tuple(valid, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), jsonType)
    .map(([payload, at, contentType]): BodyCase => {
      const text = JSON.stringify(payload);
      return {
        label: "truncated",
        contentType,
        body: text.slice(0, Math.floor(at * text.length)),
        expect: 400,
      };
    });

  // A valid body sent as anything but JSON.
  const wrongContentType = fc
    .tuple(
      fc.oneof(
        valid.map((payload) => JSON.stringify(payload)),
        fc.json({ maxDepth: 2 }),
      ),
      fc.constantFrom(...WRONG_TYPES),
    )
    .map(([body, contentType]): BodyCase => ({
      label: "content-type",
      contentType,
      body,
      expect: 415,
    }));

  // A valid body whose UTF-8 is broken inside a text value.
  const invalidUtf8 =
    stringFields.length === 0
      ? fc
          .tuple(valid, fc.constantFrom(...BAD_UTF8), jsonType)
          .map(([payload, bad, contentType]): BodyCase => ({
            label: "utf8",
            contentType,
            body: injectBytes(`${JSON.stringify(payload).slice(0, -1)},"x":"${SENTINEL}"}`, bad),
            expect: 400,
          }))
      : fc
          .tuple(
            valid,
            fc.constantFrom(...stringFields),
            fc.constantFrom(...BAD_UTF8),
            fc.boolean(),
            jsonType,
          )
          .map(([payload, field, bad, atStart, contentType]): BodyCase => {
            const text = String(payload[field] ?? "x");
            const withSentinel = {
              ...payload,
              [field]: atStart ? SENTINEL + text : text + SENTINEL,
            };
            return {
              label: "utf8",
              contentType,
              body: injectBytes(JSON.stringify(withSentinel), bad),
              expect: 400,
            };
          });

  // The few large ones.
  const large = fc.oneof(
    // Over the 64 KB limit: refused before parsing.
    fc
      .tuple(
        valid,
        fc.constantFrom(...Object.keys(spec)),
        fc.integer({ min: 66_000, max: 100_000 }),
        jsonType,
      )
      .map(([payload, field, size, contentType]): BodyCase => ({
        label: "large",
        contentType,
        body: JSON.stringify({ ...payload, [field]: "🍯".repeat(Math.ceil(size / 4)) }),
        expect: 413,
      })),
    // Under the limit, but far over every field's maximum.
    fc
      .tuple(
        valid,
        fc.constantFrom(...Object.keys(spec)),
        fc.integer({ min: 9_000, max: 60_000 }),
        jsonType,
      )
      .map(([payload, field, size, contentType]): BodyCase => ({
        label: "long-field",
        contentType,
        body: JSON.stringify({ ...payload, [field]: "x".repeat(size) }),
        expect: 400,
      })),
    // Deep nesting.
    fc
      .tuple(
        fc.integer({ min: 1_000, max: 20_000 }),
        fc.constantFrom(...Object.keys(spec)),
        jsonType,
      )
      .map(([depth, field, contentType]): BodyCase => ({
        label: "deep",
        contentType,
        body: `{${JSON.stringify(field)}:${"[".repeat(depth)}${"]".repeat(depth)}}`,
        expect: 400,
      })),
    // Many unknown keys.
    fc
      .tuple(valid, fc.integer({ min: 500, max: 3_000 }), jsonType)
      .map(([payload, count, contentType]): BodyCase => {
        const entries: [string, unknown][] = Object.entries(payload);
        for (let i = 0; i < count; i++) entries.push([`k${i}`, i]);
        return { label: "many-keys", contentType, body: objectText(entries), expect: 400 };
      }),
  );

  const cases: fc.WeightedArbitrary<BodyCase>[] = [
    { arbitrary: mutated, weight: 30 },
    { arbitrary: arbitraryJson, weight: 8 },
    { arbitrary: anything, weight: 4 },
    { arbitrary: oddText, weight: 3 },
    { arbitrary: truncated, weight: 4 },
    { arbitrary: wrongContentType, weight: 4 },
    { arbitrary: invalidUtf8, weight: 4 },
    { arbitrary: large, weight: 1 },
  ];
  if (options.semantic)
    cases.push({ arbitrary: options.semantic, weight: options.semanticWeight ?? 8 });
  return fc.oneof(...cases);
}

// ---------------------------------------------------------------------------
// Path ids
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Headers
// ---------------------------------------------------------------------------

export type OriginCase = "same" | "none" | "foreign" | "null" | "cross-site";

/** Mostly the site's own Origin; sometimes none, sometimes a foreign one (403). */
export const originCase: fc.Arbitrary<OriginCase> = fc.oneof(
  { arbitrary: fc.constant<OriginCase>("same"), weight: 40 },
  { arbitrary: fc.constant<OriginCase>("none"), weight: 3 },
  { arbitrary: fc.constant<OriginCase>("foreign"), weight: 1 },
  { arbitrary: fc.constant<OriginCase>("null"), weight: 1 },
  { arbitrary: fc.constant<OriginCase>("cross-site"), weight: 1 },
);

export function originHeaders(origin: OriginCase): Record<string, string> {
  switch (origin) {
    case "same":
      return { Origin: ORIGIN };
    case "none":
      return {};
    case "foreign":
      return { Origin: "https://evil.example" };
    case "null":
      return { Origin: "null" };
    case "cross-site":
      return { "Sec-Fetch-Site": "cross-site" };
  }
}

export const refusedOrigin = (origin: OriginCase) =>
  origin === "foreign" || origin === "null" || origin === "cross-site";

let clientCounter = 0;
/** A client address no other request of the run used (rate limits are per address). */
export function freshClientAddress(): string {
  clientCounter += 1;
  return `198.18.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** The RequestInit of a fuzzed request. */
export function fuzzInit(
  method: string,
  body: BodyCase,
  extra: { origin: OriginCase; cookie?: string; clientAddress?: string },
): RequestInit {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...originHeaders(extra.origin),
  };
  if (body.contentType !== null) headers["Content-Type"] = body.contentType;
  if (extra.cookie) headers.Cookie = extra.cookie;
  if (extra.clientAddress) headers["CF-Connecting-IP"] = extra.clientAddress;
  return { method, headers, body: body.body ?? undefined };
}

function isConnectionReset(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET") return true;
  }
  return false;
}

/**
 * `worker.fetch`, sent again if the connection is reset. When the Worker
 * answers before reading the body (403 for a foreign Origin, 401, a DELETE's
 * 404), workerd may close the socket while undici is still sending that body
 * and undici then throws instead of returning the answer. That is the local
 * transport, not the Worker; Cloudflare's edge buffers request bodies. The D1
 * check after each request still covers whatever the lost attempt did.
 */
export async function fetchAnswer(
  worker: TestWorker,
  path: string,
  init: RequestInit,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await worker.fetch(path, init);
    } catch (error) {
      if (attempt >= 5 || !isConnectionReset(error)) throw error;
    }
  }
}

/** Short description of a case for failure messages. */
export function describeCase(
  method: string,
  path: string,
  body: BodyCase,
  origin: OriginCase,
): string {
  const text =
    typeof body.body === "string"
      ? body.body
      : body.body
        ? `<${body.body.length} bytes>`
        : "<none>";
  return `${method} ${path.slice(0, 200)} [${body.label}, ${body.contentType ?? "no type"}, origin ${origin}] ${text.slice(0, 300)}`;
}
