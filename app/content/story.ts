/**
 * 'Nuestra Historia' (/about). Copy written for the sample site: the
 * producer should read it and correct any detail that does not match their
 * own story.
 */
import { sampleStoryFacts } from "~/content/business";
import type { ContentBlock, ContentImage, ContentLink } from "~/content/page-content";

const { town, foundedYear } = sampleStoryFacts;

export const story = {
  title: "Nuestra Historia",
  description: `Desde ${foundedYear} cultivamos chile rayado en domos geodésicos en ${town}, Hidalgo, lo ahumamos a la manera de la sierra y lo juntamos con miel de la región.`,
  intro: [
    `Somos un proyecto familiar de ${town}, un pueblo del Valle de Hidalgo. Empezamos en ${foundedYear} con una pregunta sencilla: ¿por qué un chile tan bueno como el chile rayado ahumado casi no se encuentra fuera de la sierra?`,
  ],
  sections: [
    {
      heading: "Cómo empezó",
      paragraphs: [
        "El chile rayado se seca y se ahúma a fuego lento en la sierra de Hidalgo desde hace generaciones. Se reconoce por las rayas claras de su piel y por un humo suave que no tapa el sabor del chile. Lo conocimos en la cocina de casa, en salsas y moles, y nos dimos cuenta de que muy poca gente fuera de la región lo había probado.",
        `En ${foundedYear} sembramos nuestras primeras plantas con la idea de producirlo con cuidado, en cantidades pequeñas, y llevarlo a más mesas sin que perdiera lo que lo hace especial.`,
      ],
    },
    {
      heading: "Por qué cultivamos en domos geodésicos",
      paragraphs: [
        "El valle tiene días de sol intenso, noches frías, heladas en invierno y granizadas que en una tarde pueden acabar con una cosecha. Por eso cultivamos dentro de domos geodésicos: estructuras ligeras y resistentes que reparten bien la luz, guardan el calor durante la noche y protegen a las plantas del viento y del granizo.",
        "Dentro de los domos cuidamos el agua y el suelo con la misma atención que el chile. Contamos los detalles en nuestra página de calidad y sustentabilidad.",
      ],
      link: { label: "Conoce cómo cultivamos", to: "/sustainability" },
    },
    {
      heading: "Del chile a la miel",
      paragraphs: [
        "Cuando el chile madura lo cosechamos a mano, lo secamos y lo ahumamos en tandas pequeñas con leña. Una parte la molemos para usarla como condimento; otra la infusionamos en miel de apicultores vecinos. Así nació nuestra miel picosa: dulce al principio, ahumada después y con un picor que llega rápido y se despide pronto.",
        "Cada frasco sale de ese mismo proceso, hecho a mano y sin prisas. Por eso algunas presentaciones se producen en lotes limitados.",
      ],
    },
    {
      heading: "Lo que sigue",
      paragraphs: [
        "Hoy nuestros productos se encuentran en algunas tiendas de Hidalgo y poco a poco queremos llegar a más ciudades. Seguimos aprendiendo en cada cosecha, y nos da gusto que nos escribas para contarnos cómo usas nuestros productos en tu cocina.",
      ],
    },
  ] satisfies readonly ContentBlock[],
  images: {
    domes: {
      src: "/images/domos-geodesicos.webp",
      alt: "Domos geodésicos de cultivo en el Valle de Hidalgo",
      caption: `Nuestros domos de cultivo en ${town}, Hidalgo.`,
    },
    smoking: {
      src: "/images/ahumado-artesanal.webp",
      alt: "Chiles rayados secándose y ahumándose de forma artesanal",
      caption: "El chile se seca y se ahúma con leña, en tandas pequeñas.",
    },
  } satisfies Record<string, ContentImage>,
  closingLink: {
    label: "Conoce el Chile Rayado Ahumado",
    to: "/smoked-chili",
  } satisfies ContentLink,
} as const;
