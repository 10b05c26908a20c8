/** What the form says when a field is refused, in the browser and on the server. */
export const fieldMessages = {
  notText: "Debe ser texto",
  invalidImageUrl: "La URL de la imagen no es válida",
  notBoolean: "Debe ser verdadero o falso",
} as const;
