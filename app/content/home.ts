/**
 * Copy and pictures of the home page. Pure module: the
 * loader resolves the slides' pictures and hands the copy to the page.
 */

/** One background picture of the hero: its URL and alternative text. */
export interface HeroSlide {
  url: string;
  alt: string;
}

/** A honey-with-chili product photo, then the geodesic domes. */
export const heroSlides: readonly HeroSlide[] = [
  {
    url: "/images/hero-miel-picosa.webp",
    alt: "Frascos de Miel Picosa con chiles rayados ahumados sobre una mesa de madera",
  },
  {
    url: "/images/domos-geodesicos.webp",
    alt: "Domos geodésicos de cultivo en el Valle de Hidalgo",
  },
];

export const heroCopy = {
  subtitle:
    "Descubre nuestra exclusiva línea gourmet con chile rayado ahumado, cultivado en domos geodésicos del Valle de Hidalgo.",
  smokedChiliLabel: "Conoce el Chile Rayado",
  chatLabel: "Escríbenos por WhatsApp",
  chatGreeting:
    "¡Hola! Me gustaría conocer más sobre sus productos de miel picosa y chile rayado ahumado.",
  aboutLabel: "Nuestra Historia",
} as const;

export const featuredCopy = {
  title: "Producto Destacado",
  intro: "Lo mejor de nuestra cosecha, elegido para que empieces por aquí.",
  empty: "No hay productos disponibles en este momento...",
  /** No error text: when D1 fails, the featured products come from the static copy. */
} as const;

export const philosophy = {
  title: "Nuestra Filosofía",
  paragraphs: [
    "Cultivamos el chile rayado en domos geodésicos que lo protegen del clima extremo del Valle de Hidalgo y nos dejan usar el agua con cuidado. Lo secamos al sol y lo ahumamos a mano con leña, sin prisas, como se ha hecho por generaciones en la región.",
    "Lo unimos a miel cruda de apicultores vecinos, sin conservadores ni saborizantes. Creemos en pocos ingredientes, bien cuidados, y en que cada frasco cuente de dónde viene.",
  ],
  productsLabel: "Ver Productos",
  storesLabel: "Puntos de Venta",
} as const;
