/**
 * The words of the buyer's private page of an order (`/pedido/<token>`) and
 * of its receipt ('comprobante'). Browser-safe.
 */
export const orderPageCopy = {
  title: (number: string) => `Pedido ${number}`,
  description: "Guarda esta página: aquí ves cómo va tu pedido.",
  status: "Estado",
  lines: "Productos",
  delivery: "Entrega",
  address: "Dirección",
  subtotal: "Subtotal",
  total: "Total",
  howToPay: "Cómo pagar",
  bank: "Banco",
  beneficiary: "Beneficiario",
  clabe: "CLABE",
  askForBankDetails: "Escríbenos por WhatsApp y te enviamos los datos para la transferencia.",
  reference: "Referencia",
  cashDetails: "Dónde y cuándo",
  whatsapp: "Enviar pedido por WhatsApp",
  history: "Historial",
  keepLink: "Esta página es privada: quien tenga el enlace puede ver el pedido.",
  receipt: "Comprobante de pago",
  receiptHint: "Adjunta la foto o el PDF de tu transferencia: JPEG, PNG, WebP o PDF de hasta 5 MB.",
  receiptField: "Archivo del comprobante",
  receiptSubmit: "Adjuntar comprobante",
  receiptSending: "Enviando...",
  receiptReceived: "Comprobante recibido",
  receiptsAttached: (count: number) =>
    count === 1 ? "Recibimos 1 comprobante." : `Recibimos ${count} comprobantes.`,
  receiptType: "El comprobante debe ser una imagen JPEG, PNG o WebP, o un PDF",
  receiptTooLarge: "El comprobante no debe exceder los 5MB",
  receiptMissing: "Elige el archivo del comprobante",
  receiptLimit:
    "Este pedido ya tiene 5 comprobantes: escríbenos por WhatsApp si necesitas enviar otro",
  receiptUnavailable: "No se pudo guardar el comprobante. Intenta de nuevo en unos minutos.",
  receiptNotTaken:
    "Este pedido no lleva comprobante: solo se adjunta a un pedido por transferencia que no esté cancelado",
} as const;
