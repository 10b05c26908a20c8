import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";

type Constraint = ReturnType<typeof getZodConstraint>[string];

/** A text field's `.max()`, through the wrappers a field is built with (fields.ts). */
function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case "pipe":
      return maxLengthOf((def as z.core.$ZodPipeDef).in);
    case "optional":
    case "nullable":
    case "default":
      return maxLengthOf((def as z.core.$ZodOptionalDef).innerType);
    case "string":
      for (const check of def.checks ?? []) {
        const checkDef = check._zod.def;
        if (checkDef.check === "max_length")
          return (checkDef as z.core.$ZodCheckMaxLengthDef).maximum;
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The form's constraint attributes as Conform derives them, with each text
 * field's maximum length as `maxLength`, which Conform's reading of this
 * zod version leaves out: the browser then stops typing at the server's
 * limit, so a long paste is cut where the field ends, never refused whole.
 */
export function formConstraint(schema: z.ZodObject): Record<string, Constraint> {
  const shape: Record<string, z.core.$ZodType> = schema.shape;
  // A plain copy: Conform's object serializes through a `toJSON` of its own.
  return Object.fromEntries(
    Object.entries(getZodConstraint(schema)).map(([name, constraint]) => {
      const field = shape[name];
      const maxLength = field ? maxLengthOf(field) : undefined;
      return [name, maxLength === undefined ? { ...constraint } : { ...constraint, maxLength }];
    }),
  );
}
