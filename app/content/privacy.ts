/**
 * /privacidad: 'Aviso de Privacidad', under Mexico's Ley Federal de
 * Protección de Datos Personales en Posesión de los Particulares.
 *
 * TEMPLATE — TO BE REVIEWED BY THE PRODUCER (ideally with a lawyer) before
 * going live: confirm the responsible party, the purposes, how long requests
 * are kept and the contact for ARCO rights; then set `reviewed: true` (which
 * hides the visible "plantilla" note) and update `lastUpdated`. Every
 * business detail comes from business.ts.
 */
import { business, formatPostalAddress } from "~/content/business";
import type { ContentBlock } from "~/content/page-content";

export const privacy = {
  title: "Aviso de Privacidad",
  description: `Cómo ${business.brandName} trata los datos personales que nos compartes: qué recabamos, para qué, tus derechos ARCO y las cookies del sitio.`,
  /** Flip to true once the producer has reviewed this notice. */
  reviewed: false,
  templateNote:
    "Este aviso es una plantilla preparada para el sitio y está pendiente de revisión por el productor.",
  /** ISO date of the last change, shown formatted for es-MX. */
  lastUpdated: "2026-11-22",
  intro: `En ${business.brandName} cuidamos los datos personales que nos confías. Este aviso explica qué datos recabamos, para qué los usamos y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.`,
  sections: [
    {
      heading: "Responsable de tus datos",
      paragraphs: [
        `${business.brandName}, con domicilio en ${formatPostalAddress(business.address)}, es responsable del tratamiento de tus datos personales.`,
        `Para cualquier asunto relacionado con este aviso o con tus datos, escríbenos a ${business.email}.`,
      ],
    },
    {
      heading: "Datos que recabamos",
      paragraphs: ["Solo pedimos los datos necesarios para atenderte:"],
      points: [
        "Formularios de invitación (Asociados y Clientes Distinguidos): código de invitación, nombre completo, correo electrónico, teléfono y, si decides escribirlo, un mensaje.",
        "Si recibiste un código de invitación, ya contamos con tu nombre y, en su caso, tu correo y teléfono, que nos proporcionaste tú o la empresa que representas; los usamos para llenar el formulario por ti y solo se muestran a quien ingresa tu código.",
        "Lista de espera («Avísame cuando haya»): nombre y un teléfono o un correo electrónico, con el producto que esperas; los usamos solo para avisarte cuando vuelva a haber, y borramos cada aviso 90 días después de cerrarlo (cuando ya te contactamos o lo descartamos).",
        "Formulario de contacto: nombre, correo electrónico y mensaje. No los guardamos: el sitio solo los usa para abrir WhatsApp con tu mensaje ya escrito. Lo que envíes por WhatsApp queda sujeto también a las condiciones de ese servicio.",
        "Datos técnicos: la dirección IP desde la que visitas el sitio, que usamos de forma temporal para protegerlo de abusos (por ejemplo, limitar intentos repetidos).",
      ],
    },
    {
      heading: "Para qué usamos tus datos",
      paragraphs: ["Usamos tus datos únicamente para:"],
      points: [
        "Verificar tu código de invitación y registrar tu solicitud.",
        "Coordinar contigo la entrega de la Caja de Maridaje o de la muestra que solicitaste.",
        "Contactarte para dar seguimiento a tu solicitud o responder tus mensajes.",
      ],
    },
    {
      heading: "Lo que no hacemos",
      paragraphs: [
        "No recabamos datos personales sensibles ni financieros. No vendemos ni rentamos tus datos, no los usamos para publicidad y no te enviaremos boletines sin tu permiso.",
        "No transferimos tus datos a terceros, salvo en los casos que exija la ley o que ordene una autoridad competente. Los proveedores que alojan el sitio y su base de datos solo los tratan por nuestra cuenta y para los fines de este aviso.",
      ],
    },
    {
      heading: "Cuánto tiempo los conservamos",
      paragraphs: [
        "Conservamos tus datos mientras sean necesarios para atender tu solicitud y cumplir con nuestras obligaciones legales; después los eliminamos de forma segura.",
      ],
    },
    {
      heading: "Tus derechos ARCO",
      paragraphs: [
        "Tienes derecho a conocer qué datos tenemos de ti (Acceso), a corregirlos si son inexactos (Rectificación), a pedir que los eliminemos (Cancelación) y a oponerte a su uso para fines específicos (Oposición). También puedes revocar tu consentimiento o limitar el uso de tus datos.",
        `Para ejercerlos, escríbenos a ${business.email} con el asunto «Derechos ARCO» e incluye: tu nombre y un medio para responderte, una copia de una identificación oficial (o, si actúas en nombre de alguien más, el documento que acredite tu representación), la descripción clara de los datos y del derecho que quieres ejercer, y cualquier documento que ayude a localizarlos.`,
        "Te responderemos en un plazo máximo de 20 días hábiles y, si tu solicitud procede, la haremos efectiva dentro de los 15 días hábiles siguientes.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: ["El sitio usa solo dos cookies propias, necesarias para su funcionamiento:"],
      points: [
        "Una cookie de sesión exclusiva del administrador del sitio, que se crea al iniciar sesión en el panel de administración y se borra al cerrarla.",
        "Una cookie de preferencia que recuerda si activaste el modo sin conexión.",
      ],
    },
    {
      heading: "Sin rastreo",
      paragraphs: [
        "No usamos cookies de publicidad, herramientas de analítica ni rastreadores de terceros. Los enlaces a Facebook, Instagram, WhatsApp o Google Maps te llevan a esos servicios, que tienen sus propios avisos de privacidad.",
      ],
    },
    {
      heading: "Cambios a este aviso",
      paragraphs: [
        "Si cambiamos este aviso, publicaremos la nueva versión en esta misma página con la fecha de su última actualización.",
        "Si consideras que tus derechos no han sido respetados, puedes acudir ante la autoridad en materia de protección de datos personales.",
      ],
    },
  ] satisfies readonly ContentBlock[],
} as const;

/** "22 de noviembre de 2026", the same on the server and in the browser. */
export function formatPrivacyDate(isoDate: string): string {
  return new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
