import { z } from "zod";
import { setupMessages } from "../content/setup";
import { invitationAcceptanceSchema } from "./account";

/**
 * The first-run form (/admin/setup): the setup code, and the first admin's
 * username and password with the same rules as an invitation's.
 */
export const setupSchema = z
  .object({
    code: z
      .string({ error: setupMessages.code })
      .trim()
      .min(1, setupMessages.code)
      .max(200, setupMessages.wrongCode),
    sampleCatalogue: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  })
  .and(invitationAcceptanceSchema);
export type SetupInput = z.infer<typeof setupSchema>;
