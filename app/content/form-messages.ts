import { MAX_PRODUCT_IMAGES } from "../shared/limits";

/**
 * What the forms say when a field is refused, for the browser (live
 * validation) and the server alike. The schemas in app/validation use them.
 */

export const authMessages = {
  username: "El nombre de usuario es requerido",
  password: "La contraseña es requerida",
  passwordLength: "La contraseña debe tener al menos 6 caracteres",
  passwordCharacters: "La contraseña contiene caracteres no válidos",
  passwordTooLong: "La contraseña debe tener como máximo 200 caracteres",
} as const;

export const contactMessages = {
  name: "El nombre es requerido",
  email: "Email inválido",
  message: "El mensaje debe tener al menos 10 caracteres",
  messageTooLong: "El mensaje debe tener como máximo 2000 caracteres",
} as const;

export const invitationCodeMessages = {
  code: "El código es requerido",
  codeFormat: "El código solo puede tener letras, números y guiones",
  name: "El nombre es requerido",
  company: "La empresa es requerida",
  email: "El correo electrónico no es válido",
} as const;

export const productMessages = {
  name: "El nombre es requerido",
  description: "La descripción es requerida",
  images: "Se requiere al menos una imagen",
  mainImage: "La imagen principal es requerida",
  mainImageNotListed: "La imagen principal debe ser una de las imágenes del producto",
  category: "La categoría es requerida",
  tooManyImages: `Se permiten como máximo ${MAX_PRODUCT_IMAGES} imágenes`,
  orderIds: "Cada producto se indica con su id",
  orderList: "Se requiere la lista de productos",
} as const;

export const recipeMessages = {
  title: "El título es requerido",
  description: "La descripción es requerida",
  instructions: "Las instrucciones son requeridas",
  imageUrl: "La URL de la imagen es requerida",
  instagramUrl: "La URL de Instagram es requerida",
  instagramUrlInvalid: "La URL de Instagram no es válida",
  oneImage: "Seleccione una sola imagen para la receta",
} as const;

export const storeMessages = {
  name: "El nombre es requerido",
  address: "La dirección es requerida",
  city: "La ciudad es requerida",
  state: "El estado es requerido",
} as const;

export const uploadMessages = {
  /** Images tool. */
  invalidType: "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
  /** Product form. */
  invalidTypeProductForm: "Por favor selecciona archivos de imagen válidos (jpg, png, webp)",
  tooLarge: "La imagen no debe exceder los 5MB",
  missing: "Por favor seleccione un archivo de imagen válido (jpg, png, webp)",
  uploadFailed: "Error al subir la imagen",
} as const;

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

export const fieldMessages = {
  notText: "Debe ser texto",
  invalidImageUrl: "La URL de la imagen no es válida",
  notBoolean: "Debe ser verdadero o falso",
} as const;
