import { z } from "zod";
import { waitlistCopy as messages } from "~/content/availability";
import { optionalEmail, requiredText } from "./fields";

export { messages as waitlistMessages };

/** A phone may be written with spaces, dashes, dots, brackets and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;

/** Optional phone: blank is none; otherwise 10 to 15 digits, stored as digits. */
const optionalPhone = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .max(30, messages.phoneInvalid)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) =>
      value === null ||
      (PHONE_CHARACTERS.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, ""))),
    messages.phoneInvalid,
  )
  .transform((value) => (value === null ? null : value.replace(/\D/g, "")));

/**
 * 'Avísame cuando haya' (docs/decisions/025-availability-and-waiting-list.md):
 * the form posts it with the product's id; POST /api/waitlist takes it as JSON.
 */
export const waitlistSchema = z
  .object({
    productId: z
      .number({ error: messages.productMissing })
      .int(messages.productMissing)
      .positive(messages.productMissing)
      .max(2_147_483_647, messages.productMissing),
    name: requiredText(messages.nameMissing, 120),
    email: optionalEmail(messages.emailInvalid).transform((value) => value?.toLowerCase() ?? null),
    phone: optionalPhone,
    consent: z
      .boolean({ error: messages.consentMissing })
      .refine((value) => value, messages.consentMissing),
  })
  .refine((entry) => entry.email !== null || entry.phone !== null, {
    message: messages.contactMissing,
    path: ["phone"],
    // Said beside the other fields' messages too, unless a contact given is itself wrong.
    // Only over an object: `when` runs the check even after the object's own refusal.
    when: ({ issues, value }) =>
      typeof value === "object" &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === "email" || issue.path?.[0] === "phone"),
  });

export type WaitlistInput = z.output<typeof waitlistSchema>;
