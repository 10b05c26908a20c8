/** What the server answers when a request cannot be done: the JSON `error`s and form notices. */
import { inMinutes } from "./minutes";
export const serviceMessages = {
  storageUnavailable:
    "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.",
  methodNotAllowed: "Método no permitido",
  crossSiteRefused: "Solicitud rechazada: origen no permitido",
  bodyTooLarge: "El cuerpo de la solicitud es demasiado grande",
  bodyNotUtf8: "El cuerpo de la solicitud no es UTF-8 válido",
  bodyNotJson: "El cuerpo de la solicitud no es JSON válido",
  bodyNotObject: "El cuerpo de la solicitud debe ser un objeto JSON",
  notAForm: "La solicitud debe enviarse como formulario",
  badForm: "El formulario enviado no es válido",
  invalidData: "Datos no válidos",
  unknownFields: (fields: readonly PropertyKey[]) => `Campos no permitidos: ${fields.join(", ")}`,
  invalidRequest: "Solicitud no válida",
  invalidAction: "Acción no válida",
  unknownAction: "Acción no reconocida",
  signInRequired: "Debe iniciar sesión",
  notSignedIn: "No autenticado",
  resourceNotFound: "Recurso no encontrado",
  forbidden: "No tiene permiso para esta operación",
  invalidCredentials: "Usuario o contraseña incorrectos",
  tooManySignIns: (minutes: number) =>
    `Demasiados intentos fallidos. Intente de nuevo ${inMinutes(minutes)}.`,
  productNotFound: "Producto no encontrado",
  storeNotFound: "Punto de venta no encontrado",
  recipeNotFound: "Receta no encontrada",
  concurrentProductSave: "Otro producto se guardó al mismo tiempo; intente de nuevo",
  productOrderList: "La lista debe incluir cada producto una sola vez",
  /** A PATCH that changes what GET shows but no one writes (id, slug, dates). */
  readOnlyFields: (fields: readonly string[]) => `Campos de solo lectura: ${fields.join(", ")}`,
} as const;
