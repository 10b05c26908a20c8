/**
 * The header's link to the bag, the one part of the bag every page's shell
 * draws; the bag's other words stay out of its first download
 * (docs/decisions/023-public-javascript-budget.md).
 */
export const bagLinkCopy = {
  link: "Bolsa",
  linkWithCount: (count: number) => `Bolsa: ${count} ${count === 1 ? "producto" : "productos"}`,
} as const;
