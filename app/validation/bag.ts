import { z } from "zod";
import { bagCopy } from "~/content/bag";
import { MAX_ORDER_LINES, productIdRule, quantityRule } from "./order";

/**
 * A change of the bag, as its forms post it: 'Agregar a la bolsa' (`add`),
 * a line's new quantity (`set`) or 'Quitar' (`remove`). Never a price.
 */
export const bagChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), productId: productIdRule, quantity: quantityRule }),
    z.object({ intent: z.literal("set"), productId: productIdRule, quantity: quantityRule }),
    z.object({ intent: z.literal("remove"), productId: productIdRule }),
  ],
  { error: bagCopy.unknownChange },
);

/** The bag's lines as a store keeps them: read back with the same rules, anything else dropped. */
export const storedBagLinesSchema = z
  .array(z.object({ productId: productIdRule, quantity: quantityRule }))
  .max(MAX_ORDER_LINES);
