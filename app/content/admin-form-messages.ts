/**
 * What the admin panel's forms and uploads say when a field is refused, in
 * the browser and on the server; the schemas in app/validation build on them.
 * The public forms' are with their copy (content/contact.ts, invitations.ts).
 */
import { MAX_PRICE_CENTS, formatPrice } from "../shared/money";

/** Limits the rules enforce and the messages name. */
export const MAX_PRODUCT_IMAGES = 12;
/** A product's units on hand, at most: a typo's extra zeros are refused. */
export const MAX_STOCK = 100_000;
export const MAX_IMAGE_SIDE = 8000;

export const authMessages = {
  username: "El nombre de usuario es requerido",
  usernameCharacters: "El nombre de usuario no puede tener caracteres invisibles ni de control",
  password: "La contraseña es requerida",
  passwordLength: "La contraseña debe tener al menos 6 caracteres",
  passwordCharacters: "La contraseña contiene caracteres no válidos",
  passwordTooLong: "La contraseña debe tener como máximo 200 caracteres",
} as const;

export const invitationCodeMessages = {
  code: "El código es requerido",
  codeFormat: "El código solo puede tener letras, números y guiones",
  name: "El nombre es requerido",
  company: "La empresa es requerida",
  email: "El correo electrónico no es válido",
  kind: "Elija el programa: asociados o clientes",
  expiresAt: "La fecha de vencimiento no es válida (AAAA-MM-DD)",
} as const;

/** The messages of 'Generar códigos' and 'Importar invitados'. */
export const invitationCampaignMessages = {
  campaign: "La campaña es requerida",
  count: "La cantidad debe ser un número entero entre 1 y 200",
  guestFile: "Elija un archivo CSV o pegue la lista de invitados",
  guestFileType: "El archivo debe ser una lista en CSV o texto (.csv, .tsv o .txt)",
  guestListTooLarge: "La lista no debe exceder 256 KB",
  guestListNotText: "La lista pegada debe ser texto",
  guestFileEmpty: "La lista no tiene invitados",
  guestFileTooLong: (max: number) => `La lista admite hasta ${max} invitados por importación`,
  guestFileRefused: (lines: number) =>
    lines === 1
      ? "Una línea de la lista tiene errores; no se guardó ningún código"
      : `${lines} líneas de la lista tienen errores; no se guardó ningún código`,
  guestLine: (line: number, message: string) => `Línea ${line}: ${message}`,
  moreLines: (count: number) => `…y ${count} más`,
  state: "Estado no válido",
  campaignFilter: "La campaña del filtro debe tener como máximo 80 caracteres",
  /** A guest's field over its length, named so the line says which column. */
  guestTooLong: (column: string, max: number) =>
    `${column}: debe tener como máximo ${max} caracteres`,
} as const;

export const productMessages = {
  name: "El nombre es requerido",
  description: "La descripción es requerida",
  images: "Se requiere al menos una imagen",
  mainImage: "La imagen principal es requerida",
  mainImageNotListed: "La imagen principal debe ser una de las imágenes del producto",
  category: "La categoría es requerida",
  tooManyImages: `Se permiten como máximo ${MAX_PRODUCT_IMAGES} imágenes`,
  availability: "Disponibilidad no válida",
  /** The form's 'Precio (MXN)', in pesos. */
  pricePesos: "Escribe el precio en pesos, por ejemplo 220 o 220.50",
  /** The API's `priceCents`, in centavos. */
  priceCents: "El precio (priceCents) debe ser un número entero de centavos de 0 o más",
  priceTooHigh: `El precio no puede pasar de ${formatPrice(MAX_PRICE_CENTS)}`,
  stock: "Las existencias deben ser un número entero de 0 o más",
  stockTooHigh: `Las existencias no pueden pasar de ${MAX_STOCK.toLocaleString("es-MX")}`,
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

/** What the inbox says when a status, note or filter is refused, in the browser and on the server. */
export const requestFollowUpMessages = {
  status: "Estado no válido",
  kind: "Tipo no válido",
  product: "Producto no válido",
  noteNotText: "La nota debe ser texto",
  noteTooLong: "La nota debe tener como máximo 2000 caracteres",
  nothingToChange: "Indique el estado o la nota",
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

/** What the server says of an uploaded picture it cannot take. */
export const imageMessages = {
  tooManyPixels: `La imagen es demasiado grande (máximo ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} píxeles)`,
  unreadable: "No se pudo leer la imagen: el archivo parece estar dañado",
  notFound: "Imagen no encontrada",
  serviceUnavailable:
    "El servicio de imágenes no respondió y la imagen no se guardó. Inténtelo de nuevo en unos minutos.",
  serviceQuota:
    "Se agotó la cuota mensual del servicio de imágenes y la imagen no se guardó. Inténtelo más tarde o amplíe el plan de Cloudflare Images.",
} as const;
