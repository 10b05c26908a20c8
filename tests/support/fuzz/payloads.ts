import fc from "fast-check";
import { isRequired, wrongValue, validValue, type FieldSpec } from "./fields";
import { nastyString } from "./strings";

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
  type Forced = { kind: "wrong" | "missing" | "extra"; name: string };
  const required = names.filter((name) => isRequired(spec[name]));
  const forced = fc.oneof<fc.WeightedArbitrary<Forced>[]>(
    // One field (at least) gets a value of the wrong type or shape.
    {
      arbitrary: fc.constantFrom(...names).map((name) => ({ kind: "wrong" as const, name })),
      weight: 6,
    },
    // A required field is missing (when the body has one: every field may be optional).
    ...(required.length > 0
      ? [
          {
            arbitrary: fc
              .constantFrom(...required)
              .map((name) => ({ kind: "missing" as const, name })),
            weight: 1,
          },
        ]
      : []),
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
