import type { InboxKind, NoticeState, RequestStatus } from "~/shared/enums";
import { filterActions, type FilterFormCopy } from "./admin";

/** The inbox's address; a request's page is `${REQUESTS_PATH}/<id>`. */
export const REQUESTS_PATH = "/admin/requests";

/** A waiting-list entry's page is `${WAITLIST_ENTRIES_PATH}/<id>` (its ids are its own). */
export const WAITLIST_ENTRIES_PATH = `${REQUESTS_PATH}/lista-de-espera`;

/** Where an entry's page was when entries were called 'avisos'; it redirects. */
export const FORMER_WAITLIST_ENTRIES_PATH = `${REQUESTS_PATH}/avisos`;

/** The waiting list's kind in a filter's old links (`?kind=aviso`), read as `waitlist`. */
export const FORMER_WAITLIST_KIND = "aviso";

/** The words of the 'Solicitudes' tab, its request page and the owner's e-mail notice. */

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  nueva: "Nueva",
  contactada: "Contactada",
  enviada: "Enviada",
  entregada: "Entregada",
  descartada: "Descartada",
};

/** How the kind of a request is named in the filters and the e-mail. */
export const REQUEST_KIND_SHORT_LABELS: Record<InboxKind, string> = {
  associate: "Caja de maridaje",
  client: "Muestra",
  waitlist: "Lista de espera",
};

export const NOTICE_STATE_LABELS: Record<NoticeState, string> = {
  pending: "Aviso pendiente",
  sent: "Aviso enviado",
  failed: "Aviso no enviado",
  off: "Sin aviso",
};

export const requestInboxCopy = {
  title: "Solicitudes",
  description: "Solicitudes de cajas de maridaje y muestras recibidas.",
  /** The tab's label, with how many requests are still new. */
  tabLabel: (newCount: number | null) => (newCount ? `Solicitudes (${newCount})` : "Solicitudes"),
  count: (count: number) => (count === 1 ? "1 solicitud" : `${count} solicitudes`),
  empty: "Todavía no se ha recibido ninguna solicitud.",
  emptyFiltered: "Ninguna solicitud coincide con los filtros.",
  downloadCsv: "Descargar CSV",
  caption: "Solicitudes recibidas, de la más reciente a la más antigua",
  openRequest: (name: string) => `Ver la solicitud de ${name}`,
  noticesOff:
    "Los avisos por correo están desactivados: las solicitudes se guardan, pero nadie recibe un correo. Para activarlos, escriba quién los recibe en «Sitio» → «Avisos por correo» y configure NOTIFY_FROM (vea «E-mail notices of requests» en el README).",
  backToList: "Volver a las solicitudes",
  requestTitle: (name: string) => `Solicitud de ${name}`,
  received: "Recibida",
  code: "Código de invitación",
  company: "Empresa",
  email: "Correo electrónico",
  phone: "Teléfono",
  message: "Mensaje",
  followUpHeading: "Seguimiento",
  statusField: "Estado",
  noteField: "Nota privada",
  noteHint: "Solo la ve el administrador: lo acordado, la dirección, la fecha, el número de guía.",
  save: "Guardar",
  saved: "Solicitud actualizada",
  saveFailed: "No se pudo actualizar la solicitud",
  /** A request or a waiting-list entry moved to the trash ('Papelera'). */
  deleted: "Solicitud eliminada",
  deleteFailed: "No se pudo eliminar la solicitud",
  historyHeading: "Historial",
  historyReceived: "Recibida como Nueva",
  historyChanged: (status: RequestStatus) => `Cambió a ${REQUEST_STATUS_LABELS[status]}`,
  noticeHeading: "Aviso por correo",
  noticeSentAt: (when: string) => `Aviso enviado el ${when}`,
  noticeFailedAt: (when: string) => `Aviso no enviado (último intento: ${when})`,
  noticePending: "El aviso se está enviando.",
  noticeOff: "No se envió aviso: los avisos por correo estaban desactivados.",
  resend: "Reenviar aviso",
  send: "Enviar aviso",
  resent: "Aviso enviado",
  resendFailed: "Aviso no enviado",
  resendFailedMessage: "No se pudo enviar el aviso. Inténtelo de nuevo en unos minutos.",
  noticesDisabled:
    "Los avisos por correo están desactivados: escriba quién los recibe en «Sitio» y configure NOTIFY_FROM para enviarlos.",
  requestNotFound: "Solicitud no encontrada",
  product: "Producto",
  entryTitle: (name: string) => `Registro de ${name} en la lista de espera`,
  entryDetails: "Datos del registro",
  /** The owner's chat with a waiting person, from the entry's page. */
  openWhatsApp: "Escribir por WhatsApp que ya hay",
  noWhatsApp: "Sin teléfono: escriba al correo.",
} as const;

/** The owner's e-mail about a new request; its sender's name is the brand (site settings). */
export const requestNoticeCopy = {
  subject: (kind: InboxKind, name: string) =>
    kind === "waitlist"
      ? `Nuevo registro en la lista de espera: ${name}`
      : `Nueva solicitud de ${REQUEST_KIND_SHORT_LABELS[kind].toLowerCase()}: ${name}`,
  heading: (kind: InboxKind) =>
    kind === "waitlist"
      ? "Llegó un nuevo registro en la lista de espera."
      : `Llegó una nueva solicitud de ${REQUEST_KIND_SHORT_LABELS[kind].toLowerCase()}.`,
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  code: "Código de invitación",
  company: "Empresa del código",
  received: "Recibida",
  timeZone: "hora de la Ciudad de México",
  message: "Mensaje",
  noMessage: "(sin mensaje)",
  link: "Ver la solicitud en el panel:",
  footer: "Responda a este correo para escribir directamente a quien hizo la solicitud.",
  product: "Producto",
  noContact: "(no lo indicó)",
  entryLink: "Ver el registro en el panel:",
  entryFooter: "Cuando vuelva a haber, escríbale desde el panel y márquelo como contactada.",
} as const;

/** The list's filters (AdminFilterForm). */
export const requestFiltersCopy: FilterFormCopy<"status" | "kind" | "productId"> = {
  ...filterActions,
  legend: "Filtrar solicitudes",
  status: { label: "Estado", all: "Todos los estados" },
  kind: { label: "Tipo", all: "Todos los tipos" },
  productId: { label: "Producto", all: "Todos los productos" },
};
