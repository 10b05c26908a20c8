/** Spanish copy of /recipes ('Ideas y Recetas') that is not stored data. */
import type { ContentLink } from "~/content/page-content";

export const recipesPage = {
  title: "Ideas y Recetas",
  description:
    "Recetas e ideas para cocinar con miel picosa y chile rayado ahumado: tablas de quesos, alitas, cocteles, elotes y más.",
  intro:
    "Ideas sencillas para llevar el chile rayado ahumado y la miel picosa a tu cocina, del botanero al postre. Comparte tus versiones con nosotros en Instagram.",
  loading: "Cargando recetas...",
  empty: {
    title: "Todavía no hay recetas publicadas.",
    text: "Estamos preparando nuevas ideas. Vuelve pronto o síguenos en Instagram.",
  },
  instructionsHeading: "Preparación",
  /** Visible text of a recipe's Instagram link… */
  instagramText: "Ver en Instagram",
  /** …and its accessible name, which starts with the visible words. */
  instagramLabel: (title: string) => `Ver en Instagram: «${title}» (se abre en una pestaña nueva)`,
  closing: {
    heading: "¿Qué lleva el chile rayado?",
    text: "Descubre de dónde viene el chile que da sabor a estas recetas.",
    link: { label: "Conoce el Chile Rayado Ahumado", to: "/smoked-chili" } satisfies ContentLink,
  },
} as const;
