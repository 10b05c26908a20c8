import { z } from "zod";
import { flag, optionalEmail, optionalText, requiredText } from "./fields";
import { INVITATION_CODE_PATTERN, normalizeInvitationCode } from "./invitation-code-format";
import { invitationCodeMessages } from "~/content/admin-form-messages";
import { isIsoDate } from "~/shared/code-expiry";
import { REQUEST_KINDS } from "~/shared/enums";

export { invitationCodeMessages };

export { INVITATION_CODE_PATTERN, normalizeInvitationCode };

/** The longest campaign name. */
export const CAMPAIGN_MAX_LENGTH = 80;

/** The programme a code is for; codes made before campaigns are the associates'. */
export const codeKind = z.enum(REQUEST_KINDS, { error: invitationCodeMessages.kind });

/** The last day a code works (`YYYY-MM-DD`); blank or missing: it never expires. */
export const codeExpiry = z
  .string({ error: invitationCodeMessages.expiresAt })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), invitationCodeMessages.expiresAt);

/** One code, by hand (the tab's form, and POST/PATCH /api/admin/invitation-codes). */
export const invitationCodeSchema = z.object({
  code: requiredText(invitationCodeMessages.code, 64)
    .transform(normalizeInvitationCode)
    .refine((code) => INVITATION_CODE_PATTERN.test(code), invitationCodeMessages.codeFormat),
  name: requiredText(invitationCodeMessages.name, 120),
  company: requiredText(invitationCodeMessages.company, 160),
  email: optionalEmail(invitationCodeMessages.email),
  phone: optionalText(40),
  isUsed: flag(),
  campaign: optionalText(CAMPAIGN_MAX_LENGTH),
  kind: codeKind.default("associate"),
  expiresAt: codeExpiry,
});

export type InvitationCodeInput = z.infer<typeof invitationCodeSchema>;
