/** Spanish copy of /stores ('Puntos de Venta') that is not stored data. */
import type { ContentLink } from "~/content/page-content";

export const storesPage = {
  title: "Puntos de Venta",
  description:
    "Tiendas donde encontrar nuestra miel picosa y el chile rayado ahumado en Hidalgo, y las ciudades a las que llegaremos pronto.",
  intro:
    "Encuentra nuestros productos en estas tiendas y cafeterías. Te recomendamos llamar antes de ir para confirmar existencias, sobre todo de los lotes limitados.",
  listHeading: "Dónde encontrarnos",
  empty: {
    title: "Aún no hay puntos de venta publicados.",
    text: "Muy pronto compartiremos aquí las tiendas donde encontrarnos. Mientras tanto, escríbenos y te decimos cómo conseguir nuestros productos.",
  },
  phoneLabel: "Teléfono",
  /** Visible text of a store's maps link… */
  mapsText: "Ver en el mapa",
  /** …and its accessible name, which starts with the visible words. */
  mapsLabel: (storeName: string) => `Ver en el mapa: ${storeName} (se abre en una pestaña nueva)`,
  comingSoon: {
    heading: "Próximamente",
    text: "Queremos llevar nuestros productos a más mesas. Estamos trabajando para abrir nuevos puntos de venta en:",
    places: ["Hidalgo", "Guanajuato", "Ciudad de México", "Querétaro", "y otras ciudades"],
    invitation:
      "¿Tienes una tienda, un restaurante o una cafetería y te gustaría ofrecer nuestros productos? Nos encantaría conocerte.",
    link: { label: "Contáctanos", to: "/contact" } satisfies ContentLink,
  },
} as const;

/** A maps search for a store's full address. */
export function storeMapsLink(store: { address: string; city: string; state: string }): string {
  const query = `${store.address}, ${store.city}, ${store.state}, México`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
