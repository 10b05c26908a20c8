/** What the form says when a field is refused, in the browser and on the server. */
export const storeMessages = {
  name: "El nombre es requerido",
  address: "La dirección es requerida",
  city: "La ciudad es requerida",
  state: "El estado es requerido",
} as const;
