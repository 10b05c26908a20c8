/**
 * The Spanish messages several suites expect, word for word as a visitor or
 * the admin reads them. A suite's own messages stay in its file.
 */

/** An invitation code that is unknown or has expired. */
export const INVALID_CODE = "Código de invitación no válido";
export const ALREADY_USED = "Este código de invitación ya fue utilizado";
export const USED_CODE_LOCKED = "Un código ya utilizado no se puede editar ni eliminar";
/** A rate limit reached (docs/decisions/010-rate-limits-and-honeypots.md). */
export const TOO_MANY = "Demasiados intentos. Por favor espere unos minutos e intente de nuevo.";
/** The invitation form's answers. */
export const THANKS = "¡Gracias por su interés!";
export const BOX_THANKS =
  "Hemos recibido sus datos. Nos pondremos en contacto con usted para coordinar la entrega de su caja de maridaje.";
export const SAMPLE_THANKS =
  "Hemos recibido sus datos. Nos pondremos en contacto con usted para coordinar la entrega de su muestra.";
export const SEND_ERROR = "Error al enviar la solicitud";
/** The request inbox's refusals (docs/decisions/018-request-inbox.md). */
export const INVALID_STATUS = "Estado no válido";
export const INVALID_KIND = "Tipo no válido";
export const NO_SUCH_REQUEST = "Solicitud no encontrada";
export const NOTE_TOO_LONG = "La nota debe tener como máximo 2000 caracteres";
