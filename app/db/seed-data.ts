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
 * `sampleImages`).
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

/** A picture the sample data refers to; scripts/generate-images.ts draws its stand-in. */
export interface SampleImage {
  /** Base file name without extension, the key of the image manifest. */
  name: string;
  /** Public path, always `/images/<name>.webp`. */
  src: string;
  width: number;
  height: number;
  /** Alternative text, in Spanish. */
  alt: string;
  /** What the photo shows, to generate or shoot a fitting picture. */
  description: string;
}

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

const HONEY_JAR = { width: 768, height: 1024 } as const;
const SQUARE = { width: 1080, height: 1080 } as const;
const WIDE = { width: 1920, height: 1080 } as const;
const RECIPE = { width: 1200, height: 800 } as const;

function image(
  name: string,
  size: { width: number; height: number },
  alt: string,
  description: string,
): SampleImage {
  return { name, src: `/images/${name}.webp`, ...size, alt, description };
}

/**
 * Every picture named by the sample data and by the spec's built-in list
 * (honey jars 768x1024, grated chili 1080x1080, logo 221x104), plus the hero
 * and story photos (domes, sierra, smoking). `scripts/generate-images.ts`
 * draws a stand-in for each entry under public/images/.
 */
export const sampleImages: SampleImage[] = [
  image(
    "miel-picosa-1",
    HONEY_JAR,
    "Frasco de Miel Picosa con Chile Rayado Ahumado sobre una mesa de madera",
    "Frasco de vidrio de miel ámbar con hojuelas rojas de chile suspendidas, etiqueta sencilla, sobre madera rústica con luz cálida de ventana.",
  ),
  image(
    "miel-picosa-2",
    HONEY_JAR,
    "Miel picosa escurriendo de una cuchara de madera",
    "Primer plano de un hilo de miel dorada con trocitos de chile rojo cayendo de una cuchara de madera al frasco abierto.",
  ),
  image(
    "miel-picosa-3",
    HONEY_JAR,
    "Frasco de miel picosa junto a una tabla de quesos",
    "Frasco abierto de miel picosa al lado de quesos, pera en láminas y nueces sobre una tabla de madera.",
  ),
  image(
    "chile-rayado-molido",
    SQUARE,
    "Chile rayado ahumado molido en un cuenco de barro",
    "Vista cenital de un cuenco de barro con chile molido rojo ladrillo de grano medio y algunos chiles secos enteros alrededor.",
  ),
  image(
    "chile-rayado-entero",
    SQUARE,
    "Chiles rayados ahumados enteros",
    "Chiles secos de color rojo oscuro con las rayas claras características en la piel, apilados sobre un petate.",
  ),
  image(
    "miel-cruda-1",
    HONEY_JAR,
    "Frasco de miel cruda del Valle de Hidalgo",
    "Frasco de miel cruda ligeramente turbia y dorada, con flores de mezquite y campo desenfocadas al fondo.",
  ),
  image(
    "miel-cruda-2",
    HONEY_JAR,
    "Panal de miel junto a un frasco de miel cruda",
    "Trozo de panal con celdas llenas de miel junto a un frasco abierto y un cucharón de madera.",
  ),
  image(
    "salsa-chile-rayado",
    HONEY_JAR,
    "Botella de salsa picante de chile rayado ahumado",
    "Botella de vidrio con salsa roja oscura junto a unos tacos y chiles secos sobre una mesa de madera.",
  ),
  image(
    "sal-chile-rayado",
    SQUARE,
    "Sal de grano con chile rayado ahumado y limón",
    "Frasco pequeño de sal de grano teñida de rojo, con limones partidos y un vaso escarchado al lado.",
  ),
  image(
    "lote-limitado-1",
    HONEY_JAR,
    "Frasco numerado del Lote Limitado de miel de mezquite con chile",
    "Frasco de miel oscura con chile, etiqueta con número escrito a mano y sello de cera, sobre fondo oscuro.",
  ),
  image(
    "lote-limitado-2",
    HONEY_JAR,
    "Detalle de la etiqueta numerada a mano del Lote Limitado",
    "Primer plano de la etiqueta de papel kraft con el número de frasco escrito a mano y el cordel que la sujeta.",
  ),
  image(
    "caja-maridaje",
    SQUARE,
    "Caja de Maridaje con miel picosa, chile rayado molido y sal de chile",
    "Caja de cartón reciclado abierta con un frasco de miel picosa, un frasco de chile molido, uno de sal y una tarjeta de maridajes, entre paja natural.",
  ),
  image(
    "hero-miel-picosa",
    WIDE,
    "Frascos de Miel Picosa con chiles rayados ahumados",
    "Foto de producto horizontal para la portada: frascos de miel picosa ámbar con chiles rayados secos alrededor, sobre madera oscura y fondo en penumbra cálida.",
  ),
  image(
    "domos-geodesicos",
    WIDE,
    "Domos geodésicos de cultivo en el Valle de Hidalgo",
    "Invernaderos en forma de domo geodésico en un campo del Valle de Hidalgo al atardecer, con cerros al fondo.",
  ),
  image(
    "sierra-hidalgo",
    WIDE,
    "Vista de la sierra de Hidalgo",
    "Paisaje de montañas de Hidalgo con bosque y neblina entre los valles por la mañana.",
  ),
  image(
    "ahumado-artesanal",
    WIDE,
    "Chiles rayados secándose y ahumándose de forma artesanal",
    "Chiles rayados rojos extendidos sobre una rejilla de madera, con humo de leña subiendo entre ellos y luz cálida de tarde.",
  ),
  image(
    "logo",
    { width: 221, height: 104 },
    "Logotipo de la marca",
    "Logotipo horizontal: una gota de miel con un chile estilizado y el nombre de la marca, sobre fondo transparente.",
  ),
  image(
    "receta-tabla-de-quesos",
    RECIPE,
    "Tabla de quesos con miel picosa, pera y nueces",
    "Tabla de madera con quesos variados, pera en láminas, uvas, nueces, pan tostado y un cuenco de miel picosa.",
  ),
  image(
    "receta-alitas-miel-picosa",
    RECIPE,
    "Alitas de pollo glaseadas con miel picosa y ajonjolí",
    "Plato de alitas doradas y brillantes por el glaseado, espolvoreadas con ajonjolí, con gajos de limón.",
  ),
  image(
    "receta-mezcalita-miel-picosa",
    RECIPE,
    "Mezcalita de toronja con escarchado de sal de chile",
    "Vaso bajo con coctel rosado de toronja sobre hielo, borde escarchado con sal roja y rodaja de toronja.",
  ),
  image(
    "receta-elotes-chile-rayado",
    RECIPE,
    "Elotes asados con queso y chile rayado ahumado",
    "Elotes asados con mayonesa, queso cotija rallado y chile rojo molido, sobre una parrilla de carbón.",
  ),
];
