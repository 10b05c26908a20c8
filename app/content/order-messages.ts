import { inMinutes } from "./minutes";
import { ORDER_STATES, type OrderStatus } from "./order-statuses";
/** What the checkout and the orders API answer for each field (Spanish, as shown). */
export const orderMessages = {
  items: "Tu bolsa está vacía",
  tooManyLines: "Un pedido puede tener como máximo 30 productos distintos",
  product: "Producto no encontrado",
  quantity: "La cantidad debe ser un número entero de 1 a 99",
  name: "El nombre completo es requerido",
  phone: "El teléfono debe tener 10 dígitos",
  email: "El correo electrónico no es válido",
  delivery: "Elige una forma de entrega",
  address: "Escribe la dirección de entrega",
  postalCode: "El código postal debe tener 5 dígitos",
  payment: "Elige una forma de pago",
  consent: "Debe aceptar el aviso de privacidad",
  rfc: "El RFC no es válido: revisa sus 12 o 13 caracteres",
  razonSocial: "La razón social es requerida",
  regimenFiscal: "Elige un régimen fiscal del catálogo del SAT",
  regimenForRfc: "Ese régimen fiscal no corresponde a este RFC",
  codigoPostalFiscal: "El código postal fiscal debe tener 5 dígitos",
  usoCfdi: "Elige un uso de CFDI del catálogo del SAT",
  notObject: "Los datos del pedido no son válidos",
  checkoutKey: "La clave del pedido no es válida: vuelve a abrir «Hacer pedido» e intenta de nuevo",
} as const;

/** What placing, reading and changing an order answers beyond a field's message. */
export const orderAnswers = {
  /** 'Pedidos' is off: the checkout does not exist (404). */
  ordersOff: "Este sitio no recibe pedidos en línea por ahora",
  /** 409: the product is not available, has no price or no units left. */
  notOrderable: (product: string) => `«${product}» no se puede pedir por ahora`,
  /** 409: fewer units left than the order asks for. */
  notEnoughStock: (product: string) => `Ya no hay suficientes existencias de ${product}`,
  /** 409: the subtotal is under the owner's minimum. */
  belowMinimum: (minimum: string) => `El pedido mínimo es de ${minimum}`,
  /** 503: D1 failed; nothing was stored. */
  unavailable:
    "No se pueden recibir pedidos en este momento. Intenta de nuevo en unos minutos o escríbenos por WhatsApp.",
  tooMany: (minutes: number) =>
    `Demasiados pedidos desde esta conexión. Intenta de nuevo ${inMinutes(minutes)} o escríbenos por WhatsApp.`,
  orderNotFound: "Pedido no encontrado",
  status: "Estado no válido",
  /** 400: 'Enviado' for an order picked up, or 'Listo para recoger' for one taken or sent. */
  handOver: (fitting: string) =>
    `Estado no válido: este pedido se entrega de otra forma; márcalo «${fitting}»`,
  note: "La nota debe tener como máximo 1000 caracteres",
  noteNotText: "La nota debe ser texto",
  nothingToChange: "Indique el estado o la nota",
  /** The order changed while the admin's change was being made. */
  changedMeanwhile: "El pedido cambió mientras tanto; vuelve a abrirlo e intenta de nuevo",
  changedSinceShown: (status: string) =>
    `El pedido cambió mientras lo veías: ahora está en «${status}». Revisa su estado antes de cambiarlo.`,
  /** 409: the order still holds units (canDeleteOrder). */
  deleteHoldsStock:
    "Cancela el pedido antes de eliminarlo: así sus unidades vuelven a las existencias",
  deleted: "Pedido eliminado",
  deleteFailed: "No se pudo eliminar el pedido",
  /** 409: the request's `checkoutKey` already placed a different order. */
  checkoutKeyUsed:
    "Esta clave ya se usó para otro pedido: vuelve a abrir «Hacer pedido» e intenta de nuevo",
} as const;

/** What the admin's message tells the buyer of their order's state: 'Hola Lucía, tu pedido MP-0042 va en camino.' */
export function orderStatusMessage(order: { name: string; number: string; status: OrderStatus }) {
  const firstName = order.name.trim().split(/\s+/)[0] ?? order.name;
  return `Hola ${firstName}, ${ORDER_STATES[order.status].buyerMessage(order.number)}`;
}

/** What the buyer's WhatsApp message says: the order's number and summary, typed in. */
export function orderWhatsAppMessage(order: {
  number: string;
  lines: readonly { quantity: number; productName: string; lineText: string }[];
  deliveryLabel: string;
  deliveryText: string;
  totalText: string;
  paymentLabel: string;
}): string {
  return [
    `Hola, hice el pedido ${order.number}:`,
    ...order.lines.map((line) => `- ${line.quantity} × ${line.productName}: ${line.lineText}`),
    `Entrega: ${order.deliveryLabel} (${order.deliveryText})`,
    `Total: ${order.totalText}`,
    `Pago: ${order.paymentLabel}`,
  ].join("\n");
}

/** The owner's e-mail about a new order. */
export const orderNoticeCopy = {
  subject: (number: string, name: string, total: string) =>
    `Nuevo pedido ${number}: ${name}, ${total}`,
  heading: (number: string) => `Llegó el pedido ${number}.`,
  name: "Nombre",
  phone: "Teléfono",
  email: "Correo electrónico",
  noEmail: "(no lo indicó)",
  lines: "Productos",
  subtotal: "Subtotal",
  delivery: "Entrega",
  address: "Dirección",
  total: "Total",
  payment: "Pago",
  notes: "Notas",
  invoice: "Factura",
  placed: "Recibido",
  timeZone: "hora de la Ciudad de México",
  link: "Ver el pedido en el panel:",
  footer: "Confírmalo al cliente por WhatsApp y márcalo como confirmado en el panel.",
} as const;

/** The owner's e-mail about a receipt the buyer attached to a transfer order. */
export const receiptNoticeCopy = {
  subject: (number: string, name: string, total: string) =>
    `Comprobante del pedido ${number}: ${name}, ${total}`,
  heading: (number: string) => `El cliente adjuntó un comprobante de pago al pedido ${number}.`,
  file: "Archivo",
  fileKind: (contentType: string, kilobytes: number) =>
    `${contentType === "application/pdf" ? "PDF" : "imagen"}, ${kilobytes} KB`,
  attached: "Adjuntado",
  footer:
    "Revisa el comprobante en el panel y, cuando el pago esté en tu cuenta, marca el pedido como pagado.",
  /** For an order already marked 'Pagado' or later. */
  footerAlreadyPaid: (status: string) =>
    `El pedido ya está en «${status}»: revisa el comprobante en el panel por si es de otro pago.`,
} as const;
