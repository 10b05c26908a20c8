/**
 * What a `PATCH /api/admin/<things>/{id}` stores: the item as `GET` shows
 * it, with the body's fields over it, validated whole. So a body of one
 * field changes that field alone, and what `GET` answered comes back
 * unchanged: its read-only fields (id, slug, order, dates) are accepted when
 * they equal the stored value and refused by name when changed.
 */
import type { z } from "zod";
import { serviceMessages } from "~/content/service-messages";
import { NOT_AN_OBJECT, parseOrThrow } from "~/http/parse-input.server";
import { badRequest } from "~/services/errors.server";

type JsonObject = Record<string, unknown>;

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const refused = (message: string) => badRequest(message, { _form: [message] });

/** JSON values compared as JSON: read-only fields are numbers, text, dates and null. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A partial update of `stored` by `body`: the whole item validated
 * (`input`), and the fields the body sent (`changes`), which alone are
 * written, so two PATCHes of different fields at once both hold. An
 * unknown field is 'Campos no permitidos: …' (changed read-only fields sent
 * with it named too); a changed read-only field alone is 'Campos de solo
 * lectura: …'.
 */
export function patchedInput<S extends z.ZodObject>(
  schema: S,
  stored: object,
  body: unknown,
): { input: z.output<S>; changes: Partial<z.output<S>> } {
  if (!isJsonObject(body)) throw refused(NOT_AN_OBJECT);
  // What GET answered: dates as text, as the client got them.
  const shown = JSON.parse(JSON.stringify(stored)) as JsonObject;
  const editable = (key: string) => Object.hasOwn(schema.shape, key);
  const unknown: string[] = [];
  const changed: string[] = [];
  for (const key of Object.keys(body)) {
    if (editable(key)) continue;
    if (!Object.hasOwn(shown, key)) unknown.push(key);
    else if (!sameJson(body[key], shown[key])) changed.push(key);
  }
  if (unknown.length > 0) {
    const named = new Set([...unknown, ...changed]);
    throw refused(serviceMessages.unknownFields(Object.keys(body).filter((key) => named.has(key))));
  }
  if (changed.length > 0) throw refused(serviceMessages.readOnlyFields(changed));
  const merged = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [
      key,
      Object.hasOwn(body, key) ? body[key] : shown[key],
    ]),
  );
  const input = parseOrThrow(schema, merged);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([key]) => Object.hasOwn(body, key)),
  ) as Partial<z.output<S>>;
  return { input, changes };
}
