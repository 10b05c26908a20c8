/**
 * The five groups of serving ideas of 'Ver Usos
 * Gastronómicos', listed by the home dialog and the product page (through its
 * loader). Pure module.
 */

export interface ServingIdeaGroup {
  title: string;
  ideas: readonly string[];
}

export const servingIdeaGroups: readonly ServingIdeaGroup[] = [
  {
    title: "Quesos y Charcutería",
    ideas: [
      "Sobre queso de cabra fresco o un brie tibio recién salido del horno.",
      "Con queso manchego o añejo, nueces tostadas y láminas de pera.",
      "En una tabla de jamón serrano, salami y chorizo seco.",
      "Sobre queso panela a la plancha con un poco de epazote.",
    ],
  },
  {
    title: "Carnes y Mariscos",
    ideas: [
      "Como glaseado de alitas y costillas de cerdo al horno.",
      "Barnizada sobre salmón o camarones a la parrilla en el último minuto.",
      "Sobre pollo rostizado o pechuga a la plancha recién servida.",
      "Con tocino crujiente o chicharrón de panceta.",
    ],
  },
  {
    title: "Aderezos y Vinagretas",
    ideas: [
      "Vinagreta de aceite de oliva, jugo de limón y mostaza Dijon.",
      "Aderezo de yogur natural para ensalada de col o de pepino.",
      "Con vinagre balsámico sobre espinacas, fresas y nuez.",
      "Mayonesa picosa para hamburguesas y sándwiches.",
    ],
  },
  {
    title: "Postres y Repostería",
    ideas: [
      "Sobre helado de vainilla con nuez garapiñada.",
      "Con fruta asada: piña, durazno o higos.",
      "En hot cakes, waffles o pan de elote.",
      "Rociada sobre yogur griego con granola.",
    ],
  },
  {
    title: "Bebidas y Mixología",
    ideas: [
      "Para endulzar una mezcalita de toronja con borde de sal de chile.",
      "En un té caliente de jengibre y limón.",
      "Como jarabe de una margarita de mango.",
      "En una limonada o agua de jamaica con un toque picante.",
    ],
  },
];
