/**
 * Spanish copy of the campaign tools of the 'Códigos de Invitación' tab:
 * its filters and figures, 'Generar códigos' and 'Importar invitados'.
 */
import type { CodeState } from "~/shared/code-expiry";
import type { RequestKind } from "~/shared/enums";
import { filterActions, type FilterFormCopy } from "./admin";

export const CODES_PATH = "/admin/codes";
export const GENERATE_CODES_PATH = "/admin/codes/generate";
export const IMPORT_GUESTS_PATH = "/admin/codes/import";
export const CARDS_PATH = "/admin/codes/cards";
export const RETIRE_CAMPAIGN_PATH = "/admin/codes/retire";

/** The programme a code is for, as the admin reads it. */
export const CODE_KIND_LABELS: Record<RequestKind, string> = {
  associate: "Asociados (caja de maridaje)",
  client: "Clientes distinguidos (muestra)",
};

export const CODE_STATE_LABELS: Record<CodeState, string> = {
  "sin-usar": "Sin usar",
  usado: "Usado",
  vencido: "Vencido",
};

const generated = (count: number, campaign: string) =>
  count === 1
    ? `Se generó 1 código para «${campaign}».`
    : `Se generaron ${count} códigos para «${campaign}».`;

/** A tool's success toast: its title, and how many codes it made for the campaign. */
const generatedNotice = (title: string) => (count: number, campaign: string) => ({
  title,
  description: generated(count, campaign),
});

export const campaignToolsCopy = {
  generateLabel: "Generar códigos",
  importLabel: "Importar invitados",
  noMatches: "Ningún código coincide con los filtros.",
  figuresHeading: "Campañas",
  figuresCaption: "Cifras de cada campaña",
  figuresColumns: {
    campaign: "Campaña",
    codes: "Códigos",
    used: "Usados",
    expired: "Vencidos",
    requests: "Solicitudes",
    actions: "Acciones",
  },
  showCodes: "Ver códigos",
  printCards: "Imprimir tarjetas",
  printCardsOf: (campaign: string) => `Imprimir tarjetas de «${campaign}»`,
  retire: "Retirar",
  retireOf: (campaign: string) => `Retirar la campaña «${campaign}»`,
  showCodesOf: (campaign: string) => `Ver códigos de «${campaign}»`,
  selectForCards: (code: string) => `Incluir ${code} en las tarjetas`,
  printSelected: "Imprimir tarjetas de los seleccionados",
  selectHint: "Marque los códigos cuyas tarjetas quiere imprimir.",
  campaign: (name: string) => `Campaña: ${name}`,
  programme: (kind: RequestKind) => `Programa: ${CODE_KIND_LABELS[kind]}`,
  expiresOn: (date: string) => `Vence el ${date}`,
  expiredOn: (date: string) => `Venció el ${date}`,
  available: "Disponible",
  expired: "Vencido",
  expiredHint: "Puede editarlo para extender su fecha.",
} as const;

/** The fields a code of a campaign carries, in the single form and both campaign forms. */
export const campaignFieldsCopy = {
  campaign: "Campaña",
  campaignOptional: "Campaña (opcional)",
  campaignHint: "Por ejemplo: Degustación de noviembre.",
  kind: "Programa",
  kindHint: "La tarjeta lleva al formulario de este programa.",
  expiresAt: "Vence el (opcional)",
  expiresAtHint:
    "El código funciona hasta ese día, hora de la Ciudad de México. Déjelo en blanco para que no venza.",
} as const;

export const generateCodesCopy = {
  title: "Generar códigos",
  description:
    "Cree de una vez los códigos de una campaña. Cada uno es único, difícil de adivinar y fácil de leer: sin 0/O ni 1/I.",
  count: "Cantidad de códigos",
  countHint: "De 1 a 200.",
  name: "Nombre del contacto",
  nameHint: "El nombre que llevan los códigos; el invitado lo corrige al enviar su solicitud.",
  company: "Empresa",
  submit: "Generar códigos",
  pending: "Generando...",
  cancel: "Cancelar",
  success: generatedNotice("Códigos generados"),
  failed: "No se pudieron generar los códigos",
} as const;

export const importGuestsCopy = {
  title: "Importar invitados",
  description:
    "Genere un código por invitado a partir de una lista: cada código lleva el nombre, la empresa, el correo y el teléfono de su fila.",
  file: "Archivo CSV",
  fileHint:
    "Una fila por invitado: nombre, empresa, correo y teléfono (estos dos opcionales). La primera fila puede ser el encabezado. Se aceptan comas, punto y coma o tabuladores.",
  text: "O pegue la lista",
  textHint: "Puede copiarla directamente de una hoja de cálculo.",
  example: "Ejemplo",
  exampleRows: [
    "Nombre,Empresa,Correo,Teléfono",
    "Ana López,Restaurante Sol,ana@restaurantesol.mx,7711234567",
    "Luis Pérez,Café Luna,,",
  ],
  fileAgain: "Si eligió un archivo, vuelva a elegirlo después de corregirlo.",
  listLegend: "Lista de invitados",
  submit: "Importar y generar códigos",
  pending: "Importando...",
  cancel: "Cancelar",
  success: generatedNotice("Invitados importados"),
  failed: "No se pudo importar la lista",
} as const;

export const retireCampaignCopy = {
  title: "Retirar campaña",
  description: "Deje sin efecto de una vez los códigos sin usar de una campaña.",
  question: (campaign: string) => `¿Retirar la campaña «${campaign}»?`,
  consequence: (usable: number) =>
    usable === 1
      ? "Su único código sin usar dejará de funcionar hoy mismo: responderá como un código desconocido. Los códigos ya usados no cambian, y puede volver a activar un código editando su fecha."
      : `Sus ${usable} códigos sin usar dejarán de funcionar hoy mismo: responderán como un código desconocido. Los códigos ya usados no cambian, y puede volver a activar un código editando su fecha.`,
  noCampaign:
    "Elija la campaña que quiere retirar con su enlace «Retirar» en la pestaña Códigos de Invitación.",
  nothingLeft: "Esta campaña ya no tiene códigos sin usar y vigentes: no hay nada que retirar.",
  submit: "Retirar códigos",
  pending: "Retirando...",
  cancel: "Cancelar",
  success: (retired: number, campaign: string) => ({
    title: "Campaña retirada",
    description:
      retired === 1
        ? `Se retiró 1 código de «${campaign}».`
        : `Se retiraron ${retired} códigos de «${campaign}».`,
  }),
  failed: "No se pudo retirar la campaña",
} as const;

/** The list's filters (AdminFilterForm). */
export const codeFiltersCopy: FilterFormCopy<"campaign" | "state"> = {
  ...filterActions,
  legend: "Filtrar códigos",
  campaign: { label: "Campaña", all: "Todas las campañas" },
  state: { label: "Estado", all: "Todos los estados" },
};
