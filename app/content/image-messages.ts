import { MAX_IMAGE_SIDE } from "~/shared/limits";

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
