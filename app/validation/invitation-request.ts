import { z } from "zod";
import { REQUEST_KINDS } from "~/shared/enums";
import { optionalText, requiredEmail, requiredText } from "./fields";
import { normalizeInvitationCode } from "./invitation-code-format";
import { invitationRequestMessages } from "~/content/invitations";

export { REQUEST_KINDS, invitationRequestMessages };

/** An invitation request (pairing box or sample), with the original site's messages. */
export const invitationRequestSchema = z.object({
  invitationCode: requiredText(invitationRequestMessages.invitationCode, 64).transform(
    normalizeInvitationCode,
  ),
  name: requiredText(invitationRequestMessages.name, 120),
  email: requiredEmail(invitationRequestMessages.email),
  phone: z
    .string({ error: invitationRequestMessages.phone })
    .trim()
    .min(10, invitationRequestMessages.phone)
    .max(30, invitationRequestMessages.phoneTooLong),
  message: optionalText(2000),
  kind: z.enum(REQUEST_KINDS, { error: invitationRequestMessages.kind }).default("associate"),
});

export type InvitationRequestInput = z.infer<typeof invitationRequestSchema>;
