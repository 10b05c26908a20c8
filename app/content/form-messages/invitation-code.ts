/** What the form says when a field is refused, in the browser and on the server. */
export const invitationCodeMessages = {
  code: "El código es requerido",
  codeFormat: "El código solo puede tener letras, números y guiones",
  name: "El nombre es requerido",
  company: "La empresa es requerida",
  email: "El correo electrónico no es válido",
} as const;
