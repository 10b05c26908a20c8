/**
 * What a visitor sees of a product's availability on its card and page: the
 * badge, and the card's way to get it
 * (docs/decisions/025-availability-and-waiting-list.md). Apart from
 * content/availability.ts, whose admin words and messages the browser's
 * public pages do not need (docs/decisions/023-public-javascript-budget.md).
 */
import type { ProductAvailability } from "~/shared/enums";

/** The badge of a product that cannot be had today; none for an available one. */
export const AVAILABILITY_BADGES: Record<ProductAvailability, string | null> = {
  disponible: null,
  agotado: "Agotado",
  proximamente: "Próximamente",
};

/** 'Pedir por WhatsApp', or 'Avísame cuando haya' for a product that cannot be had today. */
export const orderActionCopy = {
  orderButton: "Pedir por WhatsApp",
  newTab: " (se abre en una pestaña nueva)",
  waitlistButton: "Avísame cuando haya",
} as const;
