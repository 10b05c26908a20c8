/**
 * Sample data: the single source for seeding an empty local D1
 * (`npm run db:seed`, see ./seed.server.ts) and for the standalone data in
 * `public/content/{products,stores,recipes}.json` (`npm run content:export`,
 * see ./static-content.ts). Plain data only, no server imports.
 *
 * SAMPLE VALUES: every store name, address and phone number, every person,
 * company, e-mail and phone of the invitation codes, every Instagram link,
 * and the prices and approximate nutrition figures below are stand-ins
 * written for development. Replace them with the producer's real data before
 * going live. The images under /images/ are generated stand-ins too (see
 * `app/content/sample-images.ts`).
 *
 * Order matters: seeding inserts each list in array order, so on a fresh
 * database the ids are 1..n in this order, and the static JSON uses the same
 * ids. Keep `displayOrder` ascending with the array.
 */
import type { NewInvitationCode, NewProduct, NewRecipe, NewStore } from "./schema";

type WithoutGenerated<T> = Omit<T, "id" | "createdAt" | "updatedAt">;

/** A product to seed: the fields the catalogue always sets are required. */
export type SeedProduct = WithoutGenerated<NewProduct> &
  Required<
    Pick<
      NewProduct,
      "imageUrls" | "isLimitedEdition" | "isSpecialty" | "isFeatured" | "displayOrder"
    >
  >;
export type SeedStore = WithoutGenerated<NewStore>;
export type SeedRecipe = WithoutGenerated<NewRecipe>;
export type SeedInvitationCode = WithoutGenerated<NewInvitationCode>;

const HONEY_SERVING =
  "Valores aproximados por porción de 21 g (1 cucharada): contenido energético 64 kcal; hidratos de carbono 17 g, de los cuales azúcares 17 g; proteínas 0 g; grasas 0 g; sodio 1 mg.";
const RAW_HONEY_NOTE =
  "Por ser cruda puede cristalizar con el frío: entibia el frasco a baño María, sin hervir. No se recomienda para menores de 1 año.";

export const sampleProducts: SeedProduct[] = [
  {
    slug: "miel-picosa-chile-rayado-ahumado",
    name: "Miel Picosa con Chile Rayado Ahumado",
    description:
      "Nuestra especialidad: miel cruda del Valle de Hidalgo infusionada lentamente con el chile rayado que cultivamos en domos geodésicos y ahumamos a mano en Nopala de Villagrán. Primero llega el dulzor floral de la miel, después un ahumado profundo y al final un picor amable que calienta y se desvanece pronto. Viértela sobre quesos maduros, pizza o pollo asado, en vinagretas o en un coctel con mezcal.",
    imageUrls: [
      "/images/miel-picosa-1.webp",
      "/images/miel-picosa-2.webp",
      "/images/miel-picosa-3.webp",
    ],
    mainImageUrl: "/images/miel-picosa-1.webp",
    category: "Especialidades",
    isLimitedEdition: false,
    isSpecialty: true,
    isFeatured: true,
    price: "$220 MXN",
    priceCents: 22000,
    weight: "250 g",
    ingredients:
      "Miel de abeja cruda del Valle de Hidalgo y chile rayado ahumado. Sin conservadores, colorantes ni saborizantes añadidos.",
    nutritionalInfo: `${HONEY_SERVING} ${RAW_HONEY_NOTE}`,
    displayOrder: 0,
  },
  {
    slug: "chile-rayado-ahumado-molido",
    name: "Chile Rayado Ahumado Molido",
    description:
      "Chile rayado cultivado en nuestros domos, secado al sol y ahumado despacio con leña; después lo molemos en grano medio. Tiene color rojo ladrillo, aroma a tabaco y frutos secos, y un picor de intensidad media que se despide rápido. Espolvoréalo sobre fruta, elotes, huevos o palomitas, o úsalo en adobos y marinadas.",
    imageUrls: ["/images/chile-rayado-molido.webp", "/images/chile-rayado-entero.webp"],
    mainImageUrl: "/images/chile-rayado-molido.webp",
    category: "Condimentos",
    isLimitedEdition: false,
    isSpecialty: true,
    isFeatured: false,
    price: "$150 MXN",
    priceCents: 15000,
    weight: "80 g",
    ingredients: "Chile rayado ahumado 100 %.",
    nutritionalInfo:
      "Valores aproximados por porción de 2 g (1 cucharadita): contenido energético 6 kcal; hidratos de carbono 1 g; fibra dietética 0.6 g; proteínas 0.3 g; grasas 0.2 g; sodio 2 mg.",
    displayOrder: 1,
  },
  {
    slug: "miel-cruda-valle-de-hidalgo",
    name: "Miel Cruda del Valle de Hidalgo",
    description:
      "Miel multifloral cruda de apicultores vecinos del Valle de Hidalgo, la misma base de nuestra miel picosa. Se extrae en frío, se cuela solo para retirar restos de cera y no se pasteuriza, así conserva su aroma a mezquite y flores silvestres. Perfecta para el té, el yogur, la avena o para endulzar aguas frescas.",
    imageUrls: ["/images/miel-cruda-1.webp", "/images/miel-cruda-2.webp"],
    mainImageUrl: "/images/miel-cruda-1.webp",
    category: "Mieles",
    isLimitedEdition: false,
    isSpecialty: false,
    isFeatured: false,
    price: "$180 MXN",
    priceCents: 18000,
    weight: "350 g",
    ingredients: "Miel de abeja 100 % cruda, sin pasteurizar.",
    nutritionalInfo: `${HONEY_SERVING} ${RAW_HONEY_NOTE}`,
    displayOrder: 2,
  },
  {
    slug: "salsa-picante-chile-rayado",
    name: "Salsa Picante de Chile Rayado Ahumado",
    description:
      "Salsa tersa de chile rayado ahumado, ajo asado y un toque de vinagre de manzana. Pica con moderación y deja un sabor a leña que va muy bien con tacos, huevos rancheros, mariscos y botanas. Agítala antes de usar y mantenla en refrigeración una vez abierta.",
    imageUrls: ["/images/salsa-chile-rayado.webp"],
    mainImageUrl: "/images/salsa-chile-rayado.webp",
    category: "Condimentos",
    isLimitedEdition: false,
    isSpecialty: false,
    isFeatured: false,
    price: "$130 MXN",
    priceCents: 13000,
    weight: "150 ml",
    ingredients:
      "Agua, chile rayado ahumado, vinagre de manzana, ajo asado, sal de mar y miel de abeja cruda. Sin conservadores artificiales.",
    nutritionalInfo:
      "Valores aproximados por porción de 5 ml (1 cucharadita): contenido energético 3 kcal; hidratos de carbono 0.6 g, de los cuales azúcares 0.3 g; proteínas 0.1 g; grasas 0 g; sodio 95 mg.",
    displayOrder: 3,
  },
  {
    slug: "sal-de-grano-chile-rayado",
    name: "Sal de Grano con Chile Rayado Ahumado",
    description:
      "Sal de mar de grano mezclada con chile rayado ahumado molido y ralladura de limón deshidratada. Para escarchar el vaso de una mezcalita o una michelada y para terminar carnes a la parrilla, aguacate, jícama o pepino.",
    imageUrls: ["/images/sal-chile-rayado.webp"],
    mainImageUrl: "/images/sal-chile-rayado.webp",
    category: "Condimentos",
    isLimitedEdition: false,
    isSpecialty: false,
    isFeatured: false,
    price: "$95 MXN",
    priceCents: 9500,
    weight: "120 g",
    ingredients:
      "Sal de mar de grano, chile rayado ahumado molido y ralladura de limón deshidratada.",
    nutritionalInfo:
      "Valores aproximados por porción de 1 g: contenido energético 0 kcal; sodio 340 mg. Úsala con moderación.",
    displayOrder: 4,
  },
  {
    slug: "lote-limitado-miel-de-mezquite",
    name: "Lote Limitado: Miel de Mezquite con Chile Rayado de Doble Ahumado",
    description:
      "Una sola cosecha y pocos frascos. Miel cruda de flor de mezquite, más oscura y con notas de caramelo, infusionada con chile rayado que ahumamos dos veces para un perfil más intenso. Cada frasco va numerado a mano y solo lo envasamos mientras dura esa cosecha. Para regalar o para una tabla de quesos especial.",
    imageUrls: ["/images/lote-limitado-1.webp", "/images/lote-limitado-2.webp"],
    mainImageUrl: "/images/lote-limitado-1.webp",
    category: "Edición Limitada",
    isLimitedEdition: true,
    isSpecialty: false,
    isFeatured: false,
    price: "$320 MXN",
    priceCents: 32000,
    weight: "250 g",
    ingredients: "Miel de abeja cruda de flor de mezquite y chile rayado de doble ahumado.",
    nutritionalInfo: `${HONEY_SERVING} ${RAW_HONEY_NOTE}`,
    displayOrder: 5,
  },
  {
    slug: "caja-de-maridaje",
    name: "Caja de Maridaje",
    description:
      "Nuestra caja de regalo para conocer la casa: un frasco de Miel Picosa con Chile Rayado Ahumado, un Chile Rayado Ahumado Molido y una Sal de Grano con Chile Rayado Ahumado, con una tarjeta de sugerencias para maridar con quesos, carnes, postres y cocteles. Va en una caja de cartón reciclado, lista para regalar.",
    imageUrls: ["/images/caja-maridaje.webp"],
    mainImageUrl: "/images/caja-maridaje.webp",
    category: "Otros",
    isLimitedEdition: false,
    isSpecialty: false,
    isFeatured: false,
    price: "$440 MXN",
    priceCents: 44000,
    weight: "3 piezas: 250 g, 80 g y 120 g",
    ingredients:
      "Contiene Miel Picosa con Chile Rayado Ahumado (250 g), Chile Rayado Ahumado Molido (80 g) y Sal de Grano con Chile Rayado Ahumado (120 g). Los ingredientes de cada producto vienen en su etiqueta.",
    displayOrder: 6,
  },
];

/** SAMPLE shops: names, addresses and phones are invented stand-ins. */
export const sampleStores: SeedStore[] = [
  {
    name: "Tienda en los Domos",
    address: "Carretera Nopala–Huichapan km 4.5, C.P. 42470",
    city: "Nopala de Villagrán",
    state: "Hidalgo",
    phone: "761 555 0130",
    description:
      "Nuestra tienda junto a los domos geodésicos: todo el catálogo en venta directa y, con cita previa, recorridos por los invernaderos. Sábados y domingos de 10:00 a 17:00 h.",
  },
  {
    name: "La Despensa del Centro",
    address: "Calle Guerrero 305, Col. Centro, C.P. 42000",
    city: "Pachuca de Soto",
    state: "Hidalgo",
    phone: "771 555 0142",
    description:
      "Tienda de productos gourmet y regionales a unas calles del Reloj Monumental. Tiene la miel picosa, el chile rayado molido y la Caja de Maridaje.",
  },
  {
    name: "Café Tolteca",
    address: "Av. Zaragoza 48, Col. Centro, C.P. 42800",
    city: "Tula de Allende",
    state: "Hidalgo",
    phone: "773 555 0187",
    description:
      "Cafetería de especialidad que sirve nuestra miel picosa con su pan de la casa y vende la línea de condimentos.",
  },
  {
    name: "La Alacena de Huichapan",
    address: "Portal Hidalgo 7, Col. Centro, C.P. 42400",
    city: "Huichapan",
    state: "Hidalgo",
    description:
      "Productos regionales en el centro del Pueblo Mágico. Aquí encuentras el Lote Limitado mientras haya existencias.",
  },
];

/** The Instagram links are SAMPLE addresses, not real posts. */
export const sampleRecipes: SeedRecipe[] = [
  {
    title: "Tabla de quesos con miel picosa",
    description:
      "Una tabla fácil para compartir: quesos de la región, fruta, nueces y un hilo de miel picosa que lo une todo.",
    instructions: [
      "Ingredientes (4 personas): 150 g de queso de cabra fresco, 150 g de queso añejo o tipo manchego, 100 g de queso azul, 1 pera, un puño de nueces, uvas, pan tostado o galletas, Miel Picosa con Chile Rayado Ahumado y Sal de Grano con Chile Rayado Ahumado.",
      "",
      "1. Saca los quesos del refrigerador 30 minutos antes para que tomen temperatura ambiente.",
      "2. Corta la pera en láminas delgadas y los quesos en cubos, rebanadas o cuñas.",
      "3. Acomoda todo en una tabla dejando espacio entre cada queso; agrega las nueces, las uvas y el pan.",
      "4. Sirve la miel picosa en un cuenco pequeño con cuchara, o viértela en hilo sobre el queso de cabra y el azul justo antes de servir.",
      "5. Termina con una pizca de sal de chile rayado sobre las láminas de pera.",
    ].join("\n"),
    imageUrl: "/images/receta-tabla-de-quesos.webp",
    instagramUrl: "https://www.instagram.com/p/muestra-tabla-de-quesos/",
  },
  {
    title: "Alitas glaseadas con miel picosa",
    description:
      "Alitas al horno, crujientes por fuera, con un glaseado dulce, ahumado y apenas picante.",
    instructions: [
      "Ingredientes (4 personas): 1 kg de alitas de pollo, 1 cucharadita de Sal de Grano con Chile Rayado Ahumado, 1 cucharada de aceite, 4 cucharadas de Miel Picosa con Chile Rayado Ahumado, 2 cucharadas de mantequilla, el jugo de 1 limón y ajonjolí tostado.",
      "",
      "1. Precalienta el horno a 200 °C y seca muy bien las alitas con papel absorbente.",
      "2. Mezcla las alitas con el aceite y la sal, y acomódalas sin encimar sobre una rejilla puesta en una charola.",
      "3. Hornea de 40 a 45 minutos, volteándolas a la mitad, hasta que estén doradas y crujientes.",
      "4. Mientras tanto, derrite la mantequilla a fuego bajo, retírala del fuego e incorpora la miel picosa y el jugo de limón.",
      "5. Baña las alitas recién salidas del horno con el glaseado, espolvorea el ajonjolí y sirve de inmediato.",
    ].join("\n"),
    imageUrl: "/images/receta-alitas-miel-picosa.webp",
    instagramUrl: "https://www.instagram.com/p/muestra-alitas-miel-picosa/",
  },
  {
    title: "Mezcalita de toronja y miel picosa",
    description:
      "Mezcal, toronja y miel picosa con escarchado de sal de chile rayado: cítrica, ahumada y con un final picante.",
    instructions: [
      "Ingredientes (1 coctel): 45 ml de mezcal joven, 60 ml de jugo de toronja, 20 ml de jugo de limón, 15 ml de Miel Picosa con Chile Rayado Ahumado, 15 ml de agua caliente, hielo y Sal de Grano con Chile Rayado Ahumado para escarchar.",
      "",
      "1. Disuelve la miel picosa en el agua caliente para hacer un jarabe y déjalo enfriar.",
      "2. Pasa una rodaja de limón por el borde de un vaso bajo y escárchalo con la sal de chile rayado.",
      "3. En una coctelera con hielo pon el mezcal, los jugos y el jarabe; agita con fuerza unos 10 segundos.",
      "4. Cuela sobre hielo nuevo en el vaso escarchado y decora con una rodaja de toronja.",
      "",
      "Disfrútala con moderación.",
    ].join("\n"),
    imageUrl: "/images/receta-mezcalita-miel-picosa.webp",
    instagramUrl: "https://www.instagram.com/p/muestra-mezcalita-miel-picosa/",
  },
  {
    title: "Elotes asados con chile rayado ahumado",
    description:
      "El clásico de la calle, a la parrilla, con mayonesa de limón, queso cotija y chile rayado ahumado molido en lugar del chile en polvo de siempre.",
    instructions: [
      "Ingredientes (4 personas): 4 elotes tiernos, 4 cucharadas de mayonesa, 2 cucharadas de crema, la ralladura y el jugo de 1 limón, 80 g de queso cotija rallado y Chile Rayado Ahumado Molido al gusto.",
      "",
      "1. Asa los elotes sobre carbón o en un comal a fuego medio-alto de 10 a 12 minutos, girándolos, hasta que tengan partes tostadas.",
      "2. Mezcla la mayonesa, la crema, la ralladura y el jugo de limón.",
      "3. Unta los elotes calientes con la mezcla y rueda cada uno sobre el queso rallado.",
      "4. Espolvorea el chile rayado ahumado molido y, si te gusta el contraste dulce, termina con un hilo de miel picosa.",
    ].join("\n"),
    imageUrl: "/images/receta-elotes-chile-rayado.webp",
    instagramUrl: "https://www.instagram.com/p/muestra-elotes-chile-rayado/",
  },
];

/**
 * SAMPLE invitation codes, both unused: one for an associate (pairing box,
 * /associates) and one for a distinguished client (sample, /clients). Codes
 * are stored upper-case (see the schema).
 */
export const sampleInvitationCodes: SeedInvitationCode[] = [
  {
    code: "SOCIO-2025",
    name: "Mariana López Ortega",
    company: "Restaurante Casa Mezquite",
    email: "mariana.lopez@casamezquite.example",
    phone: "771 555 0110",
    isUsed: false,
  },
  {
    code: "CLIENTE-VIP",
    name: "Jorge Ramírez Téllez",
    company: "Club de Catas de Pachuca",
    email: "jorge.ramirez@clubdecatas.example",
    phone: "771 555 0123",
    isUsed: false,
  },
];
