/** What the form says when a field is refused, in the browser and on the server. */
export const invitationCodeMessages = {
  code: "El código es requerido",
  codeFormat: "El código solo puede tener letras, números y guiones",
  name: "El nombre es requerido",
  company: "La empresa es requerida",
  email: "El correo electrónico no es válido",
  kind: "Elija el programa: asociados o clientes",
  expiresAt: "La fecha de vencimiento no es válida (AAAA-MM-DD)",
} as const;

/** The messages of 'Generar códigos' and 'Importar invitados'. */
export const invitationCampaignMessages = {
  campaign: "La campaña es requerida",
  count: "La cantidad debe ser un número entero entre 1 y 200",
  guestFile: "Elija un archivo CSV o pegue la lista de invitados",
  guestFileType: "El archivo debe ser una lista en CSV o texto (.csv, .tsv o .txt)",
  guestListTooLarge: "La lista no debe exceder 256 KB",
  guestListNotText: "La lista pegada debe ser texto",
  guestFileEmpty: "La lista no tiene invitados",
  guestFileTooLong: (max: number) => `La lista admite hasta ${max} invitados por importación`,
  guestFileRefused: (lines: number) =>
    lines === 1
      ? "Una línea de la lista tiene errores; no se guardó ningún código"
      : `${lines} líneas de la lista tienen errores; no se guardó ningún código`,
  guestLine: (line: number, message: string) => `Línea ${line}: ${message}`,
  moreLines: (count: number) => `…y ${count} más`,
  state: "Estado no válido",
  campaignFilter: "La campaña del filtro debe tener como máximo 80 caracteres",
  /** A guest's field over its length, named so the line says which column. */
  guestTooLong: (column: string, max: number) =>
    `${column}: debe tener como máximo ${max} caracteres`,
} as const;
