/** What the form says when a field is refused, in the browser and on the server. */
export const authMessages = {
  username: "El nombre de usuario es requerido",
  password: "La contraseña es requerida",
  passwordLength: "La contraseña debe tener al menos 6 caracteres",
  passwordCharacters: "La contraseña contiene caracteres no válidos",
  passwordTooLong: "La contraseña debe tener como máximo 200 caracteres",
} as const;
