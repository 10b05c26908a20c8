/** What the form says when a field is refused, in the browser and on the server. */
export const contactMessages = {
  name: "El nombre es requerido",
  email: "Email inválido",
  message: "El mensaje debe tener al menos 10 caracteres",
  messageTooLong: "El mensaje debe tener como máximo 2000 caracteres",
} as const;
