/**
 * The card's and the page's way to get a product
 * (docs/decisions/025-availability-and-waiting-list.md); the badges are in
 * content/availability-states.ts. Apart from content/availability.ts, whose
 * admin words and messages the browser's public pages do not need
 * (docs/decisions/023-public-javascript-budget.md).
 */

/** 'Pedir por WhatsApp', or 'Avísame cuando haya' for a product that cannot be had today. */
export const orderActionCopy = {
  orderButton: "Pedir por WhatsApp",
  waitlistButton: "Avísame cuando haya",
} as const;
