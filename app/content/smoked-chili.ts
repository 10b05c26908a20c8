/**
 * /smoked-chili: the story of the smoked striped chili. The four feature
 * cards are our own (the spec does not show them).
 */
import type { ContentBlock, ContentImage, ContentLink, Feature } from "~/content/page-content";

export const smokedChili = {
  title: "Chile Rayado Ahumado",
  description:
    "El chile rayado de la sierra de Hidalgo, secado y ahumado de forma artesanal: sabor profundo a leña y fruta seca, y un picor que se desvanece pronto.",
  intro:
    "Un chile de la sierra hidalguense, secado y ahumado a mano, con un picor que llega rápido y se va pronto, y deja en la boca el sabor de la leña y de la fruta seca.",
  sierraImage: {
    src: "/images/sierra-hidalgo.webp",
    alt: "Vista de la sierra de Hidalgo con bosque y neblina entre los valles",
  } satisfies ContentImage,
  treasure: {
    heading: "Un tesoro escondido en las montañas de Hidalgo",
    paragraphs: [
      "En los pueblos de la sierra de Hidalgo, el chile rayado se ha secado y ahumado durante generaciones. Su nombre viene de las líneas claras que se le marcan en la piel al secarse; fuera de la región es difícil de encontrar, y muchas cocinas que lo conocen lo guardan como un secreto de familia.",
      "Lo trabajamos como se ha hecho siempre: cosechamos los chiles maduros, los dejamos secar y los ahumamos despacio sobre fuego de leña, en tandas pequeñas, volteándolos a mano hasta que toman su color rojo oscuro. Es un proceso de varios días que no se puede apresurar.",
      "El resultado es un sabor profundo, con notas de humo, tierra y fruta seca, y un picor que se siente de inmediato pero se desvanece en pocos segundos. Por eso acompaña sin dominar: realza una salsa, un queso o una miel sin tapar su sabor.",
    ],
  } satisfies ContentBlock,
  featuresHeading: "Lo que lo hace único",
  features: [
    {
      icon: "flame",
      title: "Ahumado artesanal",
      text: "Secamos y ahumamos el chile con leña, en tandas pequeñas y a mano, como se hace en la sierra.",
    },
    {
      icon: "timer",
      title: "Picor que se desvanece",
      text: "Pica al primer momento y se despide pronto: deja el sabor sin cansar el paladar.",
    },
    {
      icon: "hexagon",
      title: "Cultivo en domos",
      text: "Las plantas crecen en domos geodésicos que las protegen de las heladas y el granizo del valle.",
    },
    {
      icon: "sparkles",
      title: "Sabor profundo",
      text: "Notas de humo, tierra y fruta seca que dan fondo a salsas, carnes, quesos y postres.",
    },
  ] satisfies readonly Feature[],
  smokingImage: {
    src: "/images/ahumado-artesanal.webp",
    alt: "Chiles rayados secándose y ahumándose sobre una rejilla de madera",
  } satisfies ContentImage,
  closing: {
    heading: "De la sierra a tu mesa",
    paragraphs: [
      "Cada frasco de chile rayado molido y de miel picosa lleva este chile. Detrás hay una familia, un valle y una manera de trabajar que queremos compartir contigo.",
    ],
  } satisfies ContentBlock,
  closingLink: { label: "Conoce Nuestra Historia", to: "/about" } satisfies ContentLink,
} as const;
