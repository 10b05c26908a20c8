import { z } from "zod";
import { orderMessages as messages } from "~/content/order-messages";
import { REGIMEN_FISCAL_CODES, USO_CFDI_CODES, regimenFitsRfc } from "~/content/sat-catalogs";
import { requiredText } from "./fields";

/**
 * An RFC's form: 3 letters (a company) or 4 (a person), the date of birth
 * or incorporation as YYMMDD, and a 3-character homoclave whose last one is
 * a digit or 'A'. The generic RFCs ('XAXX010101000', 'XEXX010101000') have
 * this form too. The SAT's check digit is not verified: a wrong RFC is
 * refused when the owner stamps the invoice, and its form catches typing slips.
 */
const RFC = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;

function isCalendarDate(yy: number, mm: number, dd: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false;
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1];
  return dd <= (days ?? 0);
}

export function isRfcForm(rfc: string): boolean {
  const match = RFC.exec(rfc);
  if (!match) return false;
  return isCalendarDate(Number(match[2]), Number(match[3]), Number(match[4]));
}

const rfcRule = z
  .string({ error: messages.rfc })
  .trim()
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
  .refine(isRfcForm, messages.rfc);

const fiveDigits = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{5}$/, message);

/** '¿Requiere factura?': what the owner needs to stamp a CFDI 4.0 for the buyer. */
export const invoiceSchema = z
  .object(
    {
      rfc: rfcRule,
      razonSocial: requiredText(messages.razonSocial, 254),
      regimenFiscal: z.enum(REGIMEN_FISCAL_CODES, { error: messages.regimenFiscal }),
      codigoPostal: fiveDigits(messages.codigoPostalFiscal),
      usoCfdi: z.enum(USO_CFDI_CODES, { error: messages.usoCfdi }),
    },
    { error: messages.notObject },
  )
  // Only over an RFC of the right form: a wrong one is already said.
  .refine(
    (invoice) => !isRfcForm(invoice.rfc) || regimenFitsRfc(invoice.regimenFiscal, invoice.rfc),
    {
      message: messages.regimenForRfc,
      path: ["regimenFiscal"],
    },
  );

export type InvoiceData = z.output<typeof invoiceSchema>;
