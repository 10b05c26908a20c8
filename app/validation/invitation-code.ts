import { z } from "zod";
import { flag, optionalEmail, optionalText, requiredText } from "./fields";
import { INVITATION_CODE_PATTERN, normalizeInvitationCode } from "./invitation-code-format";
import { invitationCodeMessages } from "~/content/form-messages/invitation-code";

export { invitationCodeMessages };

export { INVITATION_CODE_PATTERN, normalizeInvitationCode };

export const invitationCodeSchema = z.object({
  code: requiredText(invitationCodeMessages.code, 64)
    .transform(normalizeInvitationCode)
    .refine((code) => INVITATION_CODE_PATTERN.test(code), invitationCodeMessages.codeFormat),
  name: requiredText(invitationCodeMessages.name, 120),
  company: requiredText(invitationCodeMessages.company, 160),
  email: optionalEmail(invitationCodeMessages.email),
  phone: optionalText(40),
  isUsed: flag(),
});

export type InvitationCodeInput = z.infer<typeof invitationCodeSchema>;
