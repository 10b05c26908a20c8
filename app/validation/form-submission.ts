import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/** Conform's field that carries a JavaScript form's intent (validate, insert a row…). */
const INTENT_FIELD = "__intent__";

/** The same fields without the intent's. */
function withoutIntent(payload: FormData | URLSearchParams): FormData | URLSearchParams {
  if (payload instanceof URLSearchParams) {
    const plain = new URLSearchParams(payload);
    plain.delete(INTENT_FIELD);
    return plain;
  }
  const plain = new FormData();
  for (const [name, value] of payload) if (name !== INTENT_FIELD) plain.append(name, value);
  return plain;
}

/**
 * A form read with its zod schema, as Conform's `parseWithZod` reads it, on
 * the server. Conform throws on an `__intent__` it cannot read (not JSON, or
 * an intent without its payload), which only a hand-made request sends: the
 * form is then read as submitted plainly, so bad input answers with the
 * form's own messages, never a 500.
 */
export function parseFormSubmission<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
) {
  try {
    return parseWithZod(payload, { schema });
  } catch (error) {
    if (!payload.has(INTENT_FIELD)) throw error;
    return parseWithZod(withoutIntent(payload), { schema });
  }
}
