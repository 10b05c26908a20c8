/**
 * The pictures the site ships with: their size, alternative text and what
 * each shows. Read at run time (the built-in image manifest, the product
 * views) and by `scripts/generate-images.ts`. The files under public/images/
 * are stand-ins: replace one with your own photo by
 * `npm run images:generate -- --from photo.jpg --name <name>` (README
 * "Replacing the stand-in photos"); an upload from the panel gets a name of
 * its own, which a product or recipe then points to.
 */
/** A picture the sample data refers to; public/images/ holds its stand-in. */
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
 * Every picture named by the sample data and by the built-in list of the site's pictures
 * (honey jars 768x1024, grated chili 1080x1080, logo 221x104), plus the hero
 * and story photos (domes, sierra, smoking). public/images/ holds a stand-in
 * for each entry.
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
