/** What the inbox says when a status, note or filter is refused, in the browser and on the server. */
export const requestFollowUpMessages = {
  status: "Estado no válido",
  kind: "Tipo no válido",
  noteNotText: "La nota debe ser texto",
  noteTooLong: "La nota debe tener como máximo 2000 caracteres",
  nothingToChange: "Indique el estado o la nota",
} as const;
