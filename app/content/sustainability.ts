/**
 * /sustainability: 'Calidad y Sustentabilidad'.
 *
 * SAMPLE copy: the producer should confirm the technical details (the
 * substrate, the irrigation) and keep the certification status up to date.
 * Until a certifier grants it, the page must say the organic certification
 * is in progress, never that the products are certified.
 */
import type { ContentBlock, ContentImage, ContentLink, IconName } from "~/content/page-content";

export interface SustainabilityTopic extends ContentBlock {
  icon: IconName;
}

export const sustainability = {
  title: "Calidad y Sustentabilidad",
  description:
    "Cómo cultivamos nuestro chile: domos geodésicos, sustrato bio ring, prácticas orgánicas (certificación en proceso) y uso eficiente del agua.",
  intro:
    "Un buen chile empieza en la tierra y en el agua. Estas son las decisiones que tomamos para cultivar con calidad y cuidando el valle donde vivimos.",
  image: {
    src: "/images/domos-geodesicos.webp",
    alt: "Domos geodésicos de cultivo al atardecer en el Valle de Hidalgo",
  } satisfies ContentImage,
  topics: [
    {
      icon: "hexagon",
      heading: "Las ventajas de los domos geodésicos",
      paragraphs: [
        "Un domo geodésico es una estructura de triángulos que reparte su peso por toda la superficie. Es ligera, resiste bien el viento y el granizo, y su forma deja entrar la luz del sol desde cualquier ángulo a lo largo del día.",
      ],
      points: [
        "Protegen a las plantas de las heladas y granizadas del Valle de Hidalgo.",
        "Guardan el calor del día y mantienen una temperatura más estable por la noche.",
        "Reparten la luz de manera pareja, sin rincones sombríos.",
        "Permiten cultivar con menos plagas y sin necesidad de pesticidas sintéticos.",
      ],
    },
    {
      icon: "sprout",
      heading: "Tecnología de sustrato bio ring",
      paragraphs: [
        "Cada planta crece en un anillo de sustrato orgánico (bio ring): una mezcla de composta, fibras vegetales y tierra del valle colocada alrededor de la raíz. El anillo guarda la humedad y los nutrientes justo donde la planta los necesita.",
        "Al final de cada temporada el sustrato se composta y se renueva, de modo que el suelo se recupera en lugar de agotarse.",
      ],
    },
    {
      icon: "leaf",
      heading: "Calidad orgánica",
      paragraphs: [
        "Cultivamos con prácticas orgánicas: sin pesticidas ni fertilizantes sintéticos, con composta propia y control natural de plagas. Cosechamos a mano y solo cuando el chile está maduro.",
        "Estamos en proceso de obtener la certificación orgánica. Mientras no la tengamos, no usamos el sello de «orgánico certificado» en nuestras etiquetas; cuando la obtengamos, lo diremos aquí.",
      ],
    },
    {
      icon: "droplet",
      heading: "Uso eficiente del agua",
      paragraphs: [
        "En el valle el agua es escasa, así que la cuidamos. Regamos por goteo directamente en el sustrato, y dentro de los domos se evapora mucha menos agua que en un cultivo a cielo abierto.",
        "Además, la cubierta de los domos nos ayuda a captar agua de lluvia durante la temporada, que guardamos para los meses secos.",
      ],
    },
  ] satisfies readonly SustainabilityTopic[],
  closing: {
    heading: "Pruébalo en casa",
    paragraphs: [
      "Todo este cuidado termina en cada frasco. Conoce los productos que salen de nuestros domos.",
    ],
  } satisfies ContentBlock,
  productsLink: { label: "Ver Nuestros Productos", to: "/products" } satisfies ContentLink,
} as const;
