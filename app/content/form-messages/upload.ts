/** What the form says when a field is refused, in the browser and on the server. */
export const uploadMessages = {
  /** Images tool. */
  invalidType: "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
  /** Product form. */
  invalidTypeProductForm: "Por favor selecciona archivos de imagen válidos (jpg, png, webp)",
  tooLarge: "La imagen no debe exceder los 5MB",
  missing: "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
  uploadFailed: "Error al subir la imagen",
} as const;
