/** Upload rules (5 MB; JPEG, PNG or WebP), shared by the upload forms and the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export const uploadMessages = {
  /** Images tool. */
  invalidType: "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
  /** Product form. */
  invalidTypeProductForm: "Por favor selecciona archivos de imagen válidos (jpg, png, webp)",
  tooLarge: "La imagen no debe exceder los 5MB",
  missing: "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
  uploadFailed: "Error al subir la imagen",
} as const;

export function isAllowedImageType(type: string): type is AllowedImageType {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}
