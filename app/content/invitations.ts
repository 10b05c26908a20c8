/**
 * Spanish copy of the invitation pages, /associates and /clients, and of
 * their form and messages. Both pages share one form; each page brings its own texts,
 * picture, button label and request kind. Visitors are addressed as "usted".
 */
import type { RequestKind } from "~/shared/enums";
import type { ContentImage } from "./page-content";

export interface InvitationPageContent {
  /** The page's path, also the form's action and the canonical URL. */
  path: "/associates" | "/clients";
  /** What the stored request is: a pairing box (`associate`) or a sample (`client`). */
  kind: RequestKind;
  title: string;
  metaDescription: string;
  intro: readonly string[];
  image: ContentImage;
  /** The short list beside the form. */
  highlights: { heading: string; points: readonly string[] };
  formHeading: string;
  formDescription: string;
  submitLabel: string;
  /** The thank-you text, as a toast with JavaScript and on the page always. */
  successDescription: string;
  /** The chat message the WhatsApp button carries, with the invitation code. */
  whatsappMessage(code: string): string;
}

/** The labels, states and messages both pages share. */
export const invitationFormCopy = {
  codeLabel: "Código de Invitación",
  codeHint: "Escríbalo tal como aparece en su invitación; sus datos se completan al validarlo.",
  validateCode: "Validar código",
  validating: "Validando código...",
  validCode: "Código válido. Revise sus datos y envíe su solicitud.",
  lookupFailed: "No pudimos validar su código en este momento. Por favor intente de nuevo.",
  contactLegend: "Sus datos de contacto",
  lockedHint: "Estos campos se habilitan cuando su código de invitación es válido.",
  name: "Nombre Completo",
  email: "Correo Electrónico",
  phone: "Teléfono",
  phoneHint: "Al menos 10 dígitos, con lada.",
  message: "Mensaje (Opcional)",
  pending: "Enviando...",
  whatsapp: "Contactar por WhatsApp",
  newTab: "(se abre en una pestaña nueva)",
  home: "Volver al inicio",
  successTitle: "¡Gracias por su interés!",
  errorTitle: "Error al enviar la solicitud",
  privacyBefore: "Sus datos se tratan conforme a nuestro",
  privacyLink: "Aviso de Privacidad",
  /** Label of the honeypot field: people never see it. */
  honeypot: "No llene este campo",
} as const;

export type InvitationFormCopy = typeof invitationFormCopy;

/** The messages only the server gives (the page's loader and action). */
export const invitationServerCopy = {
  lookupUnavailable:
    "No pudimos validar su código en este momento. Por favor intente de nuevo en unos minutos.",
  /** A database failure: nothing was stored, the visitor may try again. */
  unavailable:
    "No pudimos guardar su solicitud en este momento. Por favor intente de nuevo en unos minutos.",
} as const;

/**
 * What the form says when a field is refused, in the browser and on the
 * server; the code look-up shows them before the schema has loaded.
 */
export const invitationRequestMessages = {
  invitationCode: "El código de invitación es requerido",
  invalidCode: "Código de invitación no válido",
  name: "El nombre es requerido",
  email: "El correo electrónico no es válido",
  phone: "El teléfono debe tener al menos 10 dígitos",
  phoneTooLong: "El teléfono debe tener como máximo 30 caracteres",
  kind: "Tipo de solicitud no válido",
} as const;

/** What the page renders of its content, as the loader hands it over: plain data. */
export type InvitationPageView = Pick<
  InvitationPageContent,
  | "path"
  | "title"
  | "intro"
  | "image"
  | "highlights"
  | "formHeading"
  | "formDescription"
  | "submitLabel"
  | "successDescription"
> & {
  /** The chat message, around the code the visitor typed. */
  whatsappMessage: { beforeCode: string; afterCode: string };
};

function deliveryMessage(code: string, item: string): string {
  return `Hola, tengo el código de invitación ${code} y me gustaría coordinar la entrega de ${item}.`;
}

export const associatesPage: InvitationPageContent = {
  path: "/associates",
  kind: "associate",
  title: "Asociados",
  metaDescription:
    "Asociados con invitación: solicite su caja de maridaje para el lanzamiento de nuestra miel picosa con chile rayado ahumado.",
  intro: [
    "Estamos por lanzar nuestra miel picosa con chile rayado ahumado y queremos que nuestros asociados sean los primeros en probarla.",
    "Con su código de invitación puede solicitar una caja de maridaje pensada para su cocina, su barra o su tienda.",
  ],
  image: {
    src: "/images/caja-maridaje.webp",
    alt: "Caja de Maridaje con miel picosa, chile rayado molido y sal de chile",
  },
  highlights: {
    heading: "¿Qué incluye la caja de maridaje?",
    points: [
      "Un frasco de miel picosa con chile rayado ahumado, del lanzamiento.",
      "Chile rayado molido y sal de chile para sus platillos.",
      "Una tarjeta con maridajes sugeridos: quesos, carnes, postres y coctelería.",
    ],
  },
  formHeading: "Solicite su caja de maridaje",
  formDescription:
    "Escriba su código de invitación: completaremos sus datos de contacto para que solo tenga que revisarlos y enviar su solicitud.",
  submitLabel: "Enviar Solicitud",
  successDescription:
    "Hemos recibido sus datos. Nos pondremos en contacto con usted para coordinar la entrega de su caja de maridaje.",
  whatsappMessage: (code) => deliveryMessage(code, "mi caja de maridaje"),
};

export const clientsPage: InvitationPageContent = {
  path: "/clients",
  kind: "client",
  title: "Programa de Clientes Distinguidos",
  metaDescription:
    "Clientes distinguidos con invitación: solicite una muestra del maridaje de nuestra miel picosa con chile rayado ahumado.",
  intro: [
    "Como cliente distinguido, le invitamos a conocer antes que nadie el maridaje de nuestra miel picosa con chile rayado ahumado.",
    "Con su código de invitación puede solicitar una muestra para descubrirlo en su mesa.",
  ],
  image: {
    src: "/images/miel-picosa-2.webp",
    alt: "Miel picosa escurriendo de una cuchara de madera",
  },
  highlights: {
    heading: "¿Cómo funciona?",
    points: [
      "Valide su código de invitación y revise sus datos de contacto.",
      "Envíe su solicitud: la recibimos al momento.",
      "Le contactamos para coordinar la entrega de su muestra.",
    ],
  },
  formHeading: "Solicite su muestra",
  formDescription:
    "Escriba su código de invitación: completaremos sus datos de contacto para que solo tenga que revisarlos y solicitar su muestra.",
  submitLabel: "Solicitar Muestra",
  successDescription:
    "Hemos recibido sus datos. Nos pondremos en contacto con usted para coordinar la entrega de su muestra.",
  whatsappMessage: (code) => deliveryMessage(code, "mi muestra"),
};

/** What the services answer about codes and requests (admin and visitors). */
export const invitationServiceCopy = {
  codeNotFound: "Código no encontrado",
  codeAlreadyUsed: "Este código de invitación ya fue utilizado",
  usedCodeLocked: "Un código ya utilizado no se puede editar ni eliminar",
  duplicateCode: "Ya existe un código con ese valor",
  tooManyAttempts: "Demasiados intentos. Por favor espere unos minutos e intente de nuevo.",
} as const;
