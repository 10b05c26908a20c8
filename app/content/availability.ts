/**
 * The words of a product's availability the admin and the server use: the
 * product form's, the order and back-in-stock messages, the waiting list's
 * answers (docs/decisions/025-availability-and-waiting-list.md). The states
 * and their words are content/availability-states.ts; what visitors see on
 * the cards and the waiting-list form are in content/product-availability.ts
 * and content/waitlist-form.ts, so the public pages' scripts carry none of this.
 */
import { inMinutes } from "./minutes";
/** The admin's words about availability. */
export const availabilityCopy = {
  formLabel: "Disponibilidad",
  noteLabel: "Nota de disponibilidad (opcional)",
  noteHint: "Se muestra junto al distintivo, p. ej. 'Nueva cosecha en marzo'.",
  /** The admin's filter of the product rows. */
  filterLabel: "Disponibilidad",
  filterAll: "Todas",
  filterLegend: "Filtrar productos",
  applyFilter: "Filtrar",
  clearFilter: "Quitar filtro",
  /** After a product is made available again: who waits for it. */
  waiting: (count: number, productName: string) =>
    count === 1
      ? `1 persona espera «${productName}».`
      : `${count} personas esperan «${productName}».`,
  waitingLink: "Ver la lista de espera",
} as const;

/** The prefilled message of 'Pedir por WhatsApp': the product, its weight and price, the page. */
export function productOrderMessage(
  product: { name: string; price: string | null; weight: string | null },
  pageUrl: string,
): string {
  const details = [product.weight, product.price].filter(Boolean).join(", ");
  return `Hola, quiero pedir ${product.name}${details ? ` (${details})` : ""}. ${pageUrl}`;
}

/** The owner's message to a waiting person: the product is back. */
export function productBackMessage(
  person: { name: string },
  product: { name: string },
  pageUrl: string,
): string {
  return `Hola, ${person.name}: ${product.name} ya está disponible. Puede pedirlo por aquí o verlo en ${pageUrl}`;
}

/**
 * The waiting list's answers and refusals, page and JSON alike; the form's
 * own words are in content/waitlist-form.ts.
 */
export const waitlistCopy = {
  joined: "Le avisaremos en cuanto esté disponible",
  failed: "No se pudo guardar su registro. Intente de nuevo en unos minutos.",
  available: "Este producto está disponible",
  contactMissing: "Indique un teléfono o un correo electrónico",
  nameMissing: "El nombre es requerido",
  emailInvalid: "El correo electrónico no es válido",
  phoneInvalid: "El teléfono debe tener entre 10 y 15 dígitos",
  consentMissing: "Debe aceptar el aviso de privacidad",
  productMissing: "Producto no encontrado",
  tooMany: (minutes: number) =>
    `Demasiados registros desde esta conexión. Por favor intente de nuevo ${inMinutes(minutes)}.`,
} as const;
