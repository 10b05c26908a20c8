/**
 * A product's availability states, each declared once
 * (docs/decisions/025-availability-and-waiting-list.md): the admin's word,
 * the visitor's badge, schema.org's value and whether it can be ordered.
 * Adding a state is a row here; the column has no CHECK constraint, so no
 * migration. Browser-safe and small: the public cards read the badges.
 */

/** One state of a product's availability. */
interface AvailabilityState {
  /** The admin's word: the product form's choice and the list's filter. */
  label: string;
  /** The visitor's word, the badge beside the product; null shows none. */
  badge: string | null;
  /** The offer's schema.org ItemAvailability (https://schema.org/<value>). */
  schemaOrg: string;
  /** 'Pedir por WhatsApp' when true; otherwise the waiting list ('Avísame cuando haya'). */
  orderable: boolean;
}

export const AVAILABILITY_STATES = {
  disponible: { label: "Disponible", badge: null, schemaOrg: "InStock", orderable: true },
  agotado: { label: "Agotado", badge: "Agotado", schemaOrg: "OutOfStock", orderable: false },
  proximamente: {
    label: "Próximamente",
    badge: "Próximamente",
    schemaOrg: "PreOrder",
    orderable: false,
  },
} as const satisfies Record<string, AvailabilityState>;

export type ProductAvailability = keyof typeof AVAILABILITY_STATES;

/** Every state, in the table's order (the form's choices, zod's enum, the column's type). */
export const PRODUCT_AVAILABILITIES = Object.keys(AVAILABILITY_STATES) as [
  ProductAvailability,
  ...ProductAvailability[],
];

/** What a product sent or stored without one is: available, as every product was before 025. */
export const DEFAULT_AVAILABILITY = "disponible" satisfies ProductAvailability;

/** Whether a visitor can order the product now; if not, they may join its waiting list. */
export function canBeOrdered(availability: ProductAvailability): boolean {
  return AVAILABILITY_STATES[availability].orderable;
}

/** The states a visitor can order, for a query's `IN`. */
export const ORDERABLE_AVAILABILITIES = PRODUCT_AVAILABILITIES.filter(canBeOrdered);

/** A state named by a query or a form's value; null for anything else. */
export function parseAvailability(value: unknown): ProductAvailability | null {
  return PRODUCT_AVAILABILITIES.find((candidate) => candidate === value) ?? null;
}
