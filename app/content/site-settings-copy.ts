/**
 * The words of the admin's 'Sitio' tab: its sections' names, the messages of
 * their checks (validation/site-settings.ts, where each field's own label
 * is declared), its toasts and notices, and the sample-data notice every
 * admin tab shows.
 */

export const siteSettingsMessages = {
  required: (label: string) => `${label} ${verb(label)} ${agreeing(label, "obligatorio")}`,
  tooLong: (label: string, max: number) =>
    `${label} ${must(label)} tener como máximo ${max} caracteres`,
  tooMany: (label: string, max: number) => `${label}: como máximo ${max}`,
  notText: (label: string) => `${label} ${must(label)} ser texto`,
  notList: (label: string) => `${label} ${must(label)} ser una lista`,
  notObject: (label: string) => `${label} no ${verb(label)} ${agreeing(label, "válido")}`,
  noMarkup: (label: string) =>
    `${label} ${must(label)} ser texto simple, sin etiquetas HTML ni caracteres de control`,
  httpsOnly: (label: string) =>
    `${label} ${must(label)} ser una dirección que empiece con https://`,
  pictureRequired: (label: string) =>
    `${label} ${verb(label)} ${agreeing(label, "obligatorio")}: suba una imagen`,
  pictureUrl: (label: string) =>
    `${label} ${must(label)} ser una imagen del sitio (/images/…) o una dirección https://`,
  altOf: (label: string) => `El texto alternativo de ${lower(label)}`,
  captionOf: (label: string) => `El pie de ${lower(label)}`,
  headingOf: (label: string) => `El título de ${lower(label)}`,
  paragraphsOf: (label: string) => `Los párrafos de ${lower(label)}`,
  pointsOf: (label: string) => `Los puntos de ${lower(label)}`,
  invalidDate: (label: string) => `${label} ${must(label)} ser una fecha válida (AAAA-MM-DD)`,
  notBoolean: "Debe ser verdadero o falso",
  email: "El correo electrónico no es válido",
  phone: "El teléfono solo puede tener dígitos, espacios, guiones, paréntesis y un + inicial",
  whatsapp:
    "El número de WhatsApp debe tener 12 dígitos: 52 y los 10 dígitos del número, sin espacios",
  heroSlidesMin: "La portada necesita al menos una foto",
  heroSlidesMax: "La portada admite como máximo 5 fotos",
  noticeRecipient:
    "El correo que recibe los avisos no es válido; déjalo vacío para no enviar avisos",
  analyticsToken:
    "El token de Cloudflare Web Analytics son 32 caracteres hexadecimales (0-9, a-f); déjalo vacío para desactivarlo",
  unknownSection: "Sección desconocida",
  cents: (label: string) =>
    `${label} ${must(label)} ser una cantidad en centavos: un número entero, 0 o mayor`,
  pesos: (label: string) => `${label} ${must(label)} ser una cantidad en pesos, como 50 o 49.50`,
  tooMuch: (label: string) => `${label} ${must(label)} ser menor de 1,000,000 pesos`,
  clabe: "La CLABE no es válida: revisa sus 18 dígitos",
  unknownPaymentMethod: (keys: readonly string[]) =>
    `Forma de pago desconocida: ${keys.join(", ")}`,
  repeatedTown: (town: string) => `La población «${town}» está dos veces en la entrega local`,
  ordersNeedDelivery:
    "Para recibir pedidos, ofrece al menos una forma de entrega: un punto de recogida, una población o el envío a todo México",
  ordersNeedPayment: "Para recibir pedidos, acepta al menos una forma de pago",
  requiredWhenOn: (label: string, method: string) =>
    `${label} ${verb(label)} ${agreeing(label, "obligatorio")} para ofrecer ${method}`,
} as const;

/** An adjective agreeing with the label's article: "La fecha es obligatoria", "Los temas son…". */
function agreeing(label: string, adjective: string): string {
  const stem = adjective.slice(0, -1);
  if (label.startsWith("La ")) return `${stem}a`;
  if (label.startsWith("Los ")) return `${stem}os`;
  if (label.startsWith("Las ")) return `${stem}as`;
  return adjective;
}

const must = (label: string) => (/^(Los|Las) /.test(label) ? "deben" : "debe");
const verb = (label: string) => (/^(Los|Las) /.test(label) ? "son" : "es");

function lower(label: string): string {
  return label.replace(/^(El|La|Los|Las) /, (article) => article.toLowerCase());
}

/** Each section's name and what it holds, in the tab and in messages. */
export const siteSectionCopy = {
  business: {
    title: "Identidad",
    description:
      "Nombre, lema, datos de contacto y redes sociales: se muestran en el encabezado, el pie de página, Contacto, los enlaces de WhatsApp, la lista de precios y las tarjetas.",
  },
  home: {
    title: "Portada",
    description:
      "Las fotos de la portada (de 1 a 5, en orden), el subtítulo y la sección de filosofía.",
  },
  pictures: {
    title: "Imágenes de las páginas",
    description:
      "Las fotos de Nuestra Historia, Chile Ahumado y Sustentabilidad, y la imagen que se muestra al compartir un enlace.",
  },
  story: {
    title: "Nuestra Historia",
    description: "Los textos de la página Nuestra Historia.",
  },
  smokedChili: {
    title: "Chile Ahumado",
    description: "Los textos de la página Chile Rayado Ahumado.",
  },
  sustainability: {
    title: "Sustentabilidad",
    description: "Los textos de la página Sustentabilidad.",
  },
  stores: {
    title: "Próximamente (Puntos de Venta)",
    description: "El bloque 'Próximamente' de Puntos de Venta y su lista de ciudades.",
  },
  privacy: {
    title: "Aviso de Privacidad",
    description:
      "El responsable, su domicilio, el correo para solicitudes de privacidad, la fecha de actualización y el texto del aviso.",
  },
  notices: {
    title: "Avisos por correo",
    description:
      "Quién recibe un correo por cada solicitud y cada registro en la lista de espera. Debe ser un destino verificado en Cloudflare Email Routing; vacío, no se envían avisos. Un sitio publicado con la variable NOTIFY_TO avisa a esa dirección mientras esta sección no esté guardada (también tras «Restaurar valores predeterminados»).",
  },
  orders: {
    title: "Pedidos",
    description:
      "Si el sitio recibe pedidos (apagado, los productos se piden por WhatsApp como hasta ahora), cómo se entregan, cómo se pagan, el pedido mínimo y el texto que se muestra al terminar un pedido.",
  },
  analytics: {
    title: "Estadísticas de visitas",
    description:
      "Opcional: el token de Cloudflare Web Analytics. Con él, las páginas públicas cuentan las visitas sin cookies; vacío, no se añade nada.",
  },
} satisfies Record<string, { title: string; description: string }>;

export const siteTabCopy = {
  title: "Sitio",
  description: "La identidad, las fotos y los textos del sitio público.",
  save: "Guardar",
  saved: (section: string) => `${section}: cambios guardados`,
  savedDescription: "El sitio público ya muestra los cambios.",
  restored: (section: string) => `${section}: versión restaurada`,
  defaultsRestored: (section: string) => `${section}: valores predeterminados restaurados`,
  failed: (section: string) => `${section}: no se pudo guardar`,
  invalidStored: (section: string) =>
    `Lo guardado en «${section}» ya no es válido: el sitio muestra los valores predeterminados de esta sección hasta que la guarde de nuevo.`,
  invalidStoredFields: (section: string, labels: readonly string[]) =>
    `Lo guardado en «${section}» no es válido en ${labels.map((label) => `«${label}»`).join(", ")}: el sitio muestra ${labels.length > 1 ? "sus valores predeterminados" : "su valor predeterminado"} hasta que guarde la sección de nuevo; el resto de la sección se muestra como se guardó.`,
  usingDefaults: "Esta sección muestra los valores predeterminados.",
  replicaNotWritten:
    "Los cambios se guardaron en la base de datos, pero no se pudo actualizar la copia que leen las páginas públicas. Se volverá a intentar al abrir esta pestaña; si el aviso sigue, inténtelo más tarde.",
  replicaRewritten: "La copia de los ajustes que leen las páginas públicas se actualizó.",
  versionsTitle: "Versiones anteriores",
  noVersions: "Aún no hay versiones anteriores.",
  unreadableVersion: "Esta versión no se puede leer: no es un valor válido de esta sección.",
  restore: "Restaurar",
  restoreDefaults: "Restaurar valores predeterminados",
  versionNotFound: "Esa versión ya no existe",
  paragraphsHint: "Deje una línea en blanco entre párrafos.",
  pointsHint: "Un punto por línea.",
  heroAdd: "Agregar foto",
  heroRemove: "Quitar",
  heroUp: "Subir",
  heroDown: "Bajar",
  heroPreview: "Vista previa",
  heroFile: "Cambiar la foto",
  reviewed: "Revisado por el productor (oculta la nota de plantilla)",
  emptyMeansIdentity: "Vacío: se usa el de la identidad.",
  blankRows: "Las filas vacías no se guardan; para añadir más, guarde y vuelva a abrir la sección.",
  pesosHint: "En pesos, como 50 o 49.50.",
} as const;

/** Shown on every admin tab while the identity still holds the sample values. */
export const sampleDataNotice = {
  text: "Estos son datos de ejemplo: el nombre, el teléfono, el correo y el número de WhatsApp que ven los visitantes aún son los de muestra. Cámbielos por los suyos en la pestaña",
  link: "Sitio",
} as const;
