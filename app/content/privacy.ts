/**
 * /privacidad: 'Aviso de Privacidad', under Mexico's Ley Federal de
 * Protección de Datos Personales en Posesión de los Particulares of 2025 (in
 * force since 21 March 2025; the authority is the Secretaría Anticorrupción
 * y Buen Gobierno, INAI no longer exists).
 *
 * These are the defaults of the 'Sitio' tab's privacy section: the owner
 * edits the text, marks it reviewed (which hides the 'plantilla' note) and
 * sets the date there (docs/decisions/027-site-settings.md). The text names
 * no e-mail address, postal address or brand: the page shows the responsible
 * party, the address and the contact from the settings (or the identity's),
 * so a change of identity shows here too.
 */
import type { ContentBlock } from "~/content/page-content";

export const privacy = {
  title: "Aviso de Privacidad",
  description: (brandName: string) =>
    `Cómo ${brandName} trata los datos personales que nos compartes: qué recabamos, para qué, tus derechos ARCO y las cookies del sitio.`,
  templateNote:
    "Este aviso es una plantilla preparada para el sitio y está pendiente de revisión por el productor.",
  lastUpdatedLabel: "Última actualización:",
  responsibleHeading: "Responsable y contacto",
  responsibleLabel: "Responsable:",
  addressLabel: "Domicilio:",
  contactLabel: "Correo para asuntos de privacidad y derechos ARCO:",
  /** Added by the page, never stored, only while the statistics' token is set. */
  analyticsHeading: "Estadísticas de visitas",
  analyticsParagraph:
    "Para saber cuántas personas visitan el sitio y qué páginas consultan, usamos Cloudflare Web Analytics, que mide las visitas sin cookies y sin identificar a quien visita: no guarda tu dirección IP ni crea un perfil de ti. Solo vemos cifras agregadas (visitas por página, país, tipo de dispositivo).",
  /** ISO date of the default text's last change. */
  lastUpdated: "2026-11-26",
  intro: [
    "Cuidamos los datos personales que nos confías. Este aviso explica quién es responsable de ellos, qué datos recabamos, para qué los usamos y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, vigente desde el 21 de marzo de 2025.",
  ],
  sections: [
    {
      heading: "Datos que recabamos",
      paragraphs: [
        "Solo pedimos los datos necesarios para atenderte. No recabamos datos personales sensibles ni datos de tarjetas bancarias.",
      ],
      points: [
        "Formularios de invitación (Asociados y Clientes Distinguidos): código de invitación, nombre completo, correo electrónico, teléfono y, si decides escribirlo, un mensaje.",
        "Si recibiste un código de invitación, ya contamos con tu nombre y, en su caso, tu correo y teléfono, que nos proporcionaste tú o la empresa que representas; los usamos para llenar el formulario por ti y solo se muestran a quien ingresa tu código.",
        "Lista de espera («Avísame cuando haya»): nombre y un teléfono o un correo electrónico, con el producto que esperas; los usamos solo para avisarte cuando vuelva a haber.",
        "Pedidos: nombre completo, teléfono, correo electrónico, la dirección y el código postal de entrega cuando pides envío, tus notas y, si lo adjuntas, el comprobante de tu transferencia. Los productos de tu bolsa se guardan sin datos personales.",
        "Factura, si la pides: tu RFC, razón social, régimen fiscal, código postal fiscal y uso del CFDI.",
        "Formulario de contacto: nombre, correo electrónico y mensaje. No los guardamos: el sitio solo los usa para abrir WhatsApp con tu mensaje ya escrito. Lo que envíes por WhatsApp queda sujeto también a las condiciones de ese servicio.",
        "Datos técnicos: la dirección IP desde la que visitas el sitio, que usamos de forma temporal para protegerlo de abusos (por ejemplo, limitar intentos repetidos).",
      ],
    },
    {
      heading: "Finalidades necesarias",
      paragraphs: ["Usamos tus datos para lo que nos pides, sin lo cual no podríamos atenderte:"],
      points: [
        "Verificar tu código de invitación y registrar tu solicitud.",
        "Coordinar contigo la entrega de la Caja de Maridaje o de la muestra que solicitaste.",
        "Registrar, cobrar y entregar tus pedidos, avisarte de su estado y, si la pides, emitir tu factura.",
        "Avisarte, si lo pediste, cuando un producto vuelva a estar disponible.",
        "Responder tus mensajes y dar seguimiento a tu solicitud.",
        "Proteger el sitio de abusos.",
      ],
    },
    {
      heading: "Finalidades voluntarias",
      paragraphs: [
        "Solo con tu consentimiento, que puedes negar o retirar en cualquier momento sin que eso afecte lo que nos pediste, podríamos usar tu correo o teléfono para contarte de nuevos productos, temporadas de cosecha o eventos. Si no quieres recibir esas noticias, dínoslo al correo de contacto de este aviso; no te enviaremos boletines sin tu permiso.",
      ],
      points: [],
    },
    {
      heading: "Con quién compartimos tus datos",
      paragraphs: [
        "No vendemos ni rentamos tus datos y no los usamos para publicidad. No los transferimos a terceros, salvo en los casos que exija la ley o que ordene una autoridad competente.",
        "Los proveedores que alojan el sitio, su base de datos y el envío de correos solo los tratan por nuestra cuenta y para los fines de este aviso.",
      ],
      points: [],
    },
    {
      heading: "Cuánto tiempo los conservamos",
      paragraphs: [
        "Conservamos tus datos mientras sean necesarios para atender tu solicitud y cumplir con nuestras obligaciones legales; después los eliminamos de forma segura.",
        "Los registros de la lista de espera («Avísame cuando haya») se borran 90 días después de cerrarse (cuando ya te contactamos o lo descartamos).",
        "Los pedidos se conservan mientras lo exijan nuestras obligaciones fiscales y contables. La bolsa se borra 60 días después de su último cambio.",
      ],
      points: [],
    },
    {
      heading: "Tus derechos ARCO",
      paragraphs: [
        "Tienes derecho a conocer qué datos tenemos de ti (Acceso), a corregirlos si son inexactos (Rectificación), a pedir que los eliminemos (Cancelación) y a oponerte a su uso para fines específicos (Oposición). También puedes revocar tu consentimiento o limitar el uso de tus datos.",
        "Para ejercerlos, escríbenos al correo de contacto de este aviso con el asunto «Derechos ARCO» e incluye: tu nombre y un medio para responderte, una copia de una identificación oficial (o, si actúas en nombre de alguien más, el documento que acredite tu representación), la descripción clara de los datos y del derecho que quieres ejercer, y cualquier documento que ayude a localizarlos.",
        "Te responderemos en un plazo máximo de 20 días hábiles y, si tu solicitud procede, la haremos efectiva dentro de los 15 días hábiles siguientes.",
      ],
      points: [],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "El sitio usa solo cookies propias, necesarias para su funcionamiento; ninguna es de publicidad ni de medición:",
      ],
      points: [
        "Tu bolsa: una cookie con un identificador al azar (o, en el modo sin conexión, los productos y cantidades) y otra con el número de piezas que muestra el encabezado; duran 60 días desde tu último cambio.",
        "Un aviso de un minuto: guarda el mensaje que el sitio te muestra después de enviar un formulario (por ejemplo, «Le avisaremos en cuanto esté disponible») y se borra al mostrarlo.",
        "El modo sin conexión: una cookie de preferencia que recuerda si lo activaste y, en ese modo, otra que simula la sesión del panel.",
        "Solo para el administrador del sitio: la cookie de sesión, que se crea al iniciar sesión en el panel y se borra al cerrarla, y otra que cuenta los intentos fallidos de inicio de sesión.",
      ],
    },
    {
      heading: "Sin publicidad ni rastreo",
      paragraphs: [
        "No usamos cookies de publicidad ni rastreadores de terceros. Los enlaces a Facebook, Instagram, WhatsApp o Google Maps te llevan a esos servicios, que tienen sus propios avisos de privacidad.",
      ],
      points: [],
    },
    {
      heading: "Cambios a este aviso y quejas",
      paragraphs: [
        "Si cambiamos este aviso, publicaremos la nueva versión en esta misma página con la fecha de su última actualización.",
        "Si consideras que tus derechos no han sido respetados, puedes presentar una queja o iniciar el procedimiento de protección de derechos ante la Secretaría Anticorrupción y Buen Gobierno, la autoridad en materia de protección de datos personales desde 2025.",
      ],
      points: [],
    },
  ] satisfies readonly ContentBlock[],
} as const;

/** "22 de noviembre de 2026", the same on the server and in the browser. */
export function formatPrivacyDate(isoDate: string): string {
  return new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
