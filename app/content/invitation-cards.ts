/**
 * The words of the printable invitation cards (/admin/codes/cards): the
 * page the admin sees and the cards the guests receive. The cards address
 * the guest as "usted", as the invitation pages do.
 */
import type { RequestKind } from "~/shared/enums";

/**
 * The most cards one page prints, and the most codes it takes by id: a
 * batch's worth (MAX_CODES_PER_BATCH), 25 sheets.
 */
export const CARDS_PER_PAGE = 200;
export const MAX_CARD_IDS = CARDS_PER_PAGE;

/** The paper sizes a sheet of cards is laid out for. */
export const CARD_PAPERS = ["letter", "a4"] as const;
export type CardPaper = (typeof CARD_PAPERS)[number];

export const CARD_PAPER_LABELS: Record<CardPaper, string> = {
  letter: "Carta",
  a4: "A4",
};

/** The line each card carries under the brand, by the programme its code is for. */
export const CARD_INVITATION_LINES: Record<RequestKind, string> = {
  associate: "Le invitamos a solicitar su caja de maridaje de miel picosa y chile rayado ahumado.",
  client:
    "Como cliente distinguido, le invitamos a solicitar su muestra de miel picosa con chile rayado ahumado.",
};

export const invitationCardsCopy = {
  title: "Tarjetas de invitación",
  description: "Tarjetas de invitación con código QR, listas para imprimir.",
  back: "Volver a los códigos",
  print: "Imprimir",
  /** Shown until JavaScript runs (or always without it), in place of the button. */
  printWithBrowser: "Para imprimir, use la opción Imprimir de su navegador (Ctrl+P o ⌘+P).",
  printTip:
    "En el cuadro de impresión elija el mismo tamaño de papel y la escala al 100\u00a0%, sin márgenes ni encabezados.",
  paperLegend: "Tamaño de papel",
  changePaper: "Cambiar tamaño",
  campaign: (campaign: string) => `Campaña: ${campaign}`,
  selection: "Códigos seleccionados",
  summary: (cards: number, sheets: number) =>
    `${cards === 1 ? "1 tarjeta" : `${cards} tarjetas`} en ${
      sheets === 1 ? "1 hoja" : `${sheets} hojas`
    }, 8 por hoja, para cortar por la línea punteada.`,
  onlyUsable: "Solo se imprimen códigos sin usar y vigentes.",
  range: (first: number, last: number) =>
    `Estas son las tarjetas ${first} a ${last} de la campaña.`,
  nextCards: "Siguientes tarjetas",
  pagesLabel: "Páginas de tarjetas de la campaña",
  previousCards: "Tarjetas anteriores",
  idsLeftOut: (count: number, max: number) =>
    `Se eligieron ${count + max} códigos; se imprimen los primeros ${max}. Elija los demás en otra tanda.`,
  emptyTitle: "No hay códigos disponibles para imprimir",
  empty:
    "Esta selección no tiene códigos sin usar y vigentes: solo esos se imprimen. Revise la campaña o los códigos elegidos en la pestaña Códigos de Invitación.",
  noSelection:
    "Elija una campaña o unos códigos en la pestaña Códigos de Invitación para imprimir sus tarjetas.",
  standalone:
    "Las tarjetas se imprimen con los códigos guardados en el servidor, que no se leen en modo sin conexión. Salga del modo sin conexión para imprimirlas.",
  previewLabel: "Vista previa de las hojas",
  sheetLabel: (sheet: number, sheets: number) => `Hoja ${sheet} de ${sheets}`,
  /** On the card. */
  scanOrVisit: "Escanee el código o visite:",
  codeLabel: "Su código",
  forGuest: (name: string, company: string) => `Para ${name}, ${company}`,
  validUntil: (date: string) => `Válido hasta el ${date}`,
  qrLabel: (code: string) => `Código QR de la invitación ${code}`,
} as const;
