/**
 * Serving ideas for the spicy honey ('Ver Usos Gastronómicos'): the
 * labels of the home dialog and of the "usos" section of the product page.
 * The ideas themselves are in serving-idea-groups.ts: the dialog imports
 * them (it loads when opened) and the product page gets them from its
 * loader. Pure module.
 */

export const servingIdeasCopy = {
  title: "Usos Gastronómicos",
  description: "Ideas para disfrutar la miel picosa en tu cocina, de la botana al coctel.",
  buttonLabel: "Ver Usos Gastronómicos",
  closeLabel: "Cerrar",
} as const;

/** The id of the product page section that lists the ideas (the no-JavaScript target). */
export const SERVING_IDEAS_ANCHOR = "usos";

/** The ideas belong to products whose name contains 'miel picosa', in any case. */
export function hasServingIdeas(productName: string): boolean {
  return productName.toLowerCase().includes("miel picosa");
}
