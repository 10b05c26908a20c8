/**
 * What every form says of a field its shared rules refuse
 * (validation/fields.ts), in the browser and on the server. Each form's own
 * messages sit with its copy: content/contact.ts, content/invitations.ts, and
 * content/admin-form-messages.ts for the admin panel's; apart, so that a page
 * downloads only its own.
 */
export const fieldMessages = {
  notText: "Debe ser texto",
  invalidImageUrl: "La URL de la imagen no es válida",
  notBoolean: "Debe ser verdadero o falso",
} as const;
