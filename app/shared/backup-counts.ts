/** Counts of a backup's sections, in words (shared by the page and its tests). */
export interface ContentCounts {
  products: number;
  stores: number;
  recipes: number;
  invitationCodes: number;
  requests: number;
}

const NOUNS: Record<keyof ContentCounts, [string, string]> = {
  products: ["producto", "productos"],
  stores: ["punto de venta", "puntos de venta"],
  recipes: ["receta", "recetas"],
  invitationCodes: ["código de invitación", "códigos de invitación"],
  requests: ["solicitud", "solicitudes"],
};

const ORDER: (keyof ContentCounts)[] = [
  "products",
  "stores",
  "recipes",
  "invitationCodes",
  "requests",
];

/** e.g. `7 productos, 4 puntos de venta, 3 recetas, 5 códigos de invitación y 1 solicitud`. */
export function describeCounts(counts: ContentCounts): string {
  const parts = ORDER.map((key) => {
    const [one, many] = NOUNS[key];
    return `${counts[key]} ${counts[key] === 1 ? one : many}`;
  });
  return `${parts.slice(0, -1).join(", ")} y ${parts[parts.length - 1] ?? ""}`;
}

/** The confirmation's sentence: what is replaced, and by what. */
export function replacementSentence(current: ContentCounts, incoming: ContentCounts): string {
  return `Se reemplazarán ${describeCounts(current)} por los del archivo: ${describeCounts(incoming)}.`;
}
