import { MAX_PRODUCT_IMAGES } from "~/shared/limits";

/** What the form says when a field is refused, in the browser and on the server. */
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
