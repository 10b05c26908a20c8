/**
 * The SAT's catalogues an invoice request names (CFDI 4.0): the buyer's
 * tax regime (c_RegimenFiscal) and what the invoice is for (c_UsoCFDI).
 * Each régimen says who may have it: a company (persona moral, a 12-character
 * RFC), a person (persona física, 13 characters) or both. The checkout's
 * loader sends the selects' choices (`satChoices`), so the page's script
 * does not carry the catalogues.
 */

type Holder = "moral" | "fisica" | "ambas";

export const REGIMENES_FISCALES = {
  "601": { label: "General de Ley Personas Morales", holder: "moral" },
  "603": { label: "Personas Morales con Fines no Lucrativos", holder: "moral" },
  "605": { label: "Sueldos y Salarios e Ingresos Asimilados a Salarios", holder: "fisica" },
  "606": { label: "Arrendamiento", holder: "fisica" },
  "607": { label: "Régimen de Enajenación o Adquisición de Bienes", holder: "fisica" },
  "608": { label: "Demás ingresos", holder: "fisica" },
  "610": {
    label: "Residentes en el Extranjero sin Establecimiento Permanente en México",
    holder: "ambas",
  },
  "611": { label: "Ingresos por Dividendos (socios y accionistas)", holder: "fisica" },
  "612": {
    label: "Personas Físicas con Actividades Empresariales y Profesionales",
    holder: "fisica",
  },
  "614": { label: "Ingresos por intereses", holder: "fisica" },
  "615": { label: "Régimen de los ingresos por obtención de premios", holder: "fisica" },
  "616": { label: "Sin obligaciones fiscales", holder: "fisica" },
  "620": {
    label: "Sociedades Cooperativas de Producción que optan por diferir sus ingresos",
    holder: "moral",
  },
  "621": { label: "Incorporación Fiscal", holder: "fisica" },
  "622": { label: "Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras", holder: "moral" },
  "623": { label: "Opcional para Grupos de Sociedades", holder: "moral" },
  "624": { label: "Coordinados", holder: "moral" },
  "625": {
    label:
      "Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas",
    holder: "fisica",
  },
  "626": { label: "Régimen Simplificado de Confianza", holder: "ambas" },
} as const satisfies Record<string, { label: string; holder: Holder }>;

export type RegimenFiscal = keyof typeof REGIMENES_FISCALES;
export const REGIMEN_FISCAL_CODES = Object.keys(REGIMENES_FISCALES) as [
  RegimenFiscal,
  ...RegimenFiscal[],
];

/**
 * What the invoice is for. 'CP01' (payments) and 'CN01' (payroll) are left
 * out: they belong to other kinds of CFDI than a sale's.
 */
export const USOS_CFDI = {
  G01: "Adquisición de mercancías",
  G02: "Devoluciones, descuentos o bonificaciones",
  G03: "Gastos en general",
  I01: "Construcciones",
  I02: "Mobiliario y equipo de oficina por inversiones",
  I03: "Equipo de transporte",
  I04: "Equipo de cómputo y accesorios",
  I05: "Dados, troqueles, moldes, matrices y herramental",
  I06: "Comunicaciones telefónicas",
  I07: "Comunicaciones satelitales",
  I08: "Otra maquinaria y equipo",
  D01: "Honorarios médicos, dentales y gastos hospitalarios",
  D02: "Gastos médicos por incapacidad o discapacidad",
  D03: "Gastos funerales",
  D04: "Donativos",
  D05: "Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)",
  D06: "Aportaciones voluntarias al SAR",
  D07: "Primas por seguros de gastos médicos",
  D08: "Gastos de transportación escolar obligatoria",
  D09: "Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones",
  D10: "Pagos por servicios educativos (colegiaturas)",
  S01: "Sin efectos fiscales",
} as const;

export type UsoCfdi = keyof typeof USOS_CFDI;
export const USO_CFDI_CODES = Object.keys(USOS_CFDI) as [UsoCfdi, ...UsoCfdi[]];

/**
 * Whether a buyer with this RFC may have the régimen (12 characters: a
 * company). A code not in the catalogue is not this check's to refuse.
 */
export function regimenFitsRfc(regimen: string, rfc: string): boolean {
  if (!Object.hasOwn(REGIMENES_FISCALES, regimen)) return true;
  const { holder } = REGIMENES_FISCALES[regimen as RegimenFiscal];
  if (holder === "ambas") return true;
  return holder === (rfc.length === 12 ? "moral" : "fisica");
}

/** One option of a catalogue's select: its code and its words. */
export interface SatChoice {
  value: string;
  label: string;
}

/** The checkout's selects of régimen fiscal and uso de CFDI. */
export function satChoices(): { regimenes: SatChoice[]; usos: SatChoice[] } {
  return {
    regimenes: Object.entries(REGIMENES_FISCALES).map(([value, { label }]) => ({ value, label })),
    usos: Object.entries(USOS_CFDI).map(([value, label]) => ({ value, label })),
  };
}
