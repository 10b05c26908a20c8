import { BUSINESS_TIME_ZONE } from "~/shared/dates";

/** Spanish copy of /lista-de-precios, the printable price list; its rows come from the catalogue. */
export const priceList = {
  title: "Lista de Precios",
  description:
    "Precios y presentaciones de nuestra miel picosa, chile rayado ahumado y condimentos, en una lista para imprimir o guardar como PDF.",
  intro: "Precios y presentaciones de todos nuestros productos, al día con nuestro catálogo.",
  /** The day the list was made, e.g. 'Precios al 24 de noviembre de 2026'. */
  dated: (date: string) => `Precios al ${date}`,
  columns: {
    product: "Producto",
    category: "Categoría",
    presentation: "Contenido",
    price: "Precio",
  },
  noPrice: "Precio a consultar",
  noPresentation: "—",
  empty: "Aún no hay productos publicados.",
  terms: "Los precios pueden cambiar sin previo aviso. Para pedidos, mayoreo y envíos, escríbenos:",
  printHint:
    "Para imprimirla o guardarla como PDF, usa la opción Imprimir de tu navegador (Ctrl + P, o ⌘ + P en Mac).",
  printButton: "Imprimir lista",
  backToDownloads: "Volver a descargas",
} as const;

/** A day as the list shows it, in the producer's time zone: '24 de noviembre de 2026'. */
export function formatPriceListDate(date: Date): string {
  return new Intl.DateTimeFormat("es-MX", {
    dateStyle: "long",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}
