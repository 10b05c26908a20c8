/**
 * The words of a product's availability, ordering by WhatsApp and the
 * waiting list ('Avísame cuando haya'), docs/decisions/025-availability-and-waiting-list.md.
 */
import type { ProductAvailability } from "~/shared/enums";

/** The badge of a product that cannot be had today; none for an available one. */
export const AVAILABILITY_BADGES: Record<ProductAvailability, string | null> = {
  disponible: null,
  agotado: "Agotado",
  proximamente: "Próximamente",
};

/** The product form's choices. */
export const AVAILABILITY_LABELS: Record<ProductAvailability, string> = {
  disponible: "Disponible",
  agotado: "Agotado",
  proximamente: "Próximamente",
};

export const availabilityCopy = {
  orderButton: "Pedir por WhatsApp",
  newTab: " (se abre en una pestaña nueva)",
  waitlistButton: "Avísame cuando haya",
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

export const waitlistCopy = {
  title: "Avísame cuando haya",
  intro: "Déjenos su nombre y un teléfono o un correo, y le avisaremos cuando vuelva a haber.",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  contactHint: "Indique al menos uno de los dos.",
  consent: "Acepto que usen estos datos para avisarme de este producto.",
  privacyBefore:
    "Usaremos sus datos solo para avisarle de este producto y los borraremos 90 días después de cerrar su aviso; consulte el",
  privacyLink: "Aviso de privacidad",
  honeypot: "No llene este campo",
  submit: "Avísame cuando haya",
  sending: "Enviando…",
  /** The answer, page and JSON alike. */
  joined: "Le avisaremos en cuanto esté disponible",
  failed: "No se pudo guardar su aviso. Intente de nuevo en unos minutos.",
  available: "Este producto está disponible",
  contactMissing: "Indique un teléfono o un correo electrónico",
  nameMissing: "El nombre es requerido",
  emailInvalid: "El correo electrónico no es válido",
  phoneInvalid: "El teléfono debe tener entre 10 y 15 dígitos",
  consentMissing: "Debe aceptar el aviso de privacidad",
  productMissing: "Producto no encontrado",
  tooMany: "Demasiados intentos. Por favor espere unos minutos e intente de nuevo.",
} as const;
