import { z } from "zod";
import { REQUEST_KINDS } from "~/db/enums";
import { optionalText, requiredEmail, requiredText } from "./fields";
import { normalizeInvitationCode } from "./invitation-code";

export { REQUEST_KINDS };

export const invitationRequestMessages = {
  invitationCode: "El código de invitación es requerido",
  invalidCode: "Código de invitación no válido",
  name: "El nombre es requerido",
  email: "El correo electrónico no es válido",
  phone: "El teléfono debe tener al menos 10 dígitos",
} as const;

/** SPEC §3 "Associate application / request", with SPEC §5 messages. */
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
    .max(30, "El teléfono debe tener como máximo 30 caracteres"),
  message: optionalText(2000),
  kind: z.enum(REQUEST_KINDS, { error: "Tipo de solicitud no válido" }).default("associate"),
});

export type InvitationRequestInput = z.infer<typeof invitationRequestSchema>;
