/** What the form says when a field is refused, in the browser and on the server. */
/**
 * The messages of an invitation request, without zod, so that the
 * page's own code can show them before the schema (invitation-request.ts)
 * has loaded.
 */
export const invitationRequestMessages = {
  invitationCode: "El código de invitación es requerido",
  invalidCode: "Código de invitación no válido",
  name: "El nombre es requerido",
  email: "El correo electrónico no es válido",
  phone: "El teléfono debe tener al menos 10 dígitos",
  phoneTooLong: "El teléfono debe tener como máximo 30 caracteres",
  kind: "Tipo de solicitud no válido",
} as const;
