import fc from "fast-check";
import type { z } from "zod";
import { BAD_UTF8, SENTINEL, WRONG_TYPES, injectBytes, jsonType, type BodyCase } from "./encodings";
import type { FieldSpec } from "./fields";
import { mutatedPayload, objectText } from "./payloads";

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

  /** `values` drawn, written as a body by `text`, kept only where the schema refuses it. */
  const refusedBodies = <T>(
    label: string,
    values: fc.Arbitrary<T>,
    text: (value: T) => BodyCase["body"],
  ) =>
    fc
      .tuple(values, jsonType)
      .map(([value, contentType]): BodyCase => ({ label, contentType, body: text(value) }))
      .filter((c) => typeof c.body === "string" && refused(c.body));

  const mutated = refusedBodies("mutated", mutatedPayload(spec, valid), objectText);
  const arbitraryJson = refusedBodies("json", fc.json({ maxDepth: 3 }), (body) => body);
  const anything = refusedBodies("anything", fc.anything({ maxDepth: 3 }), serializeAnything);

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

  /** A valid body with one field replaced by `fill` of a drawn size (in bytes). */
  const longField = (
    label: string,
    sizes: { min: number; max: number },
    fill: (size: number) => string,
    expect: number,
  ) =>
    fc
      .tuple(valid, fc.constantFrom(...Object.keys(spec)), fc.integer(sizes), jsonType)
      .map(([payload, field, size, contentType]): BodyCase => ({
        label,
        contentType,
        body: JSON.stringify({ ...payload, [field]: fill(size) }),
        expect,
      }));

  // The few large ones.
  const large = fc.oneof(
    // Over the 64 KB limit: refused before parsing.
    longField(
      "large",
      { min: 66_000, max: 100_000 },
      (size) => "🍯".repeat(Math.ceil(size / 4)),
      413,
    ),
    // Under the limit, but far over every field's maximum.
    longField("long-field", { min: 9_000, max: 60_000 }, (size) => "x".repeat(size), 400),
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
