/**
 * The bag's words ('Tu bolsa'), as the visitor reads them
 * (docs/decisions/036-the-bag.md). Browser-safe.
 */
export const bagCopy = {
  title: "Tu bolsa",
  description: "Los productos que vas a pedir, con sus cantidades.",
  empty: "Tu bolsa está vacía.",
  browse: "Ver productos",
  add: "Agregar a la bolsa",
  quantity: "Cantidad",
  update: "Actualizar",
  remove: "Quitar",
  unitPrice: "Precio",
  lineTotal: "Importe",
  subtotal: "Subtotal",
  subtotalNote: "La entrega y el total se calculan al hacer el pedido.",
  belowMinimum: (minimum: string, missing: string) =>
    `El pedido mínimo es de ${minimum}: agrega ${missing} más para hacer tu pedido.`,
  added: "Agregado a tu bolsa",
  addedLine: (name: string, quantity: number) => `${name} × ${quantity}`,
  updated: "Bolsa actualizada",
  removed: "Producto quitado de tu bolsa",
  unknownChange:
    "No reconocemos ese cambio de la bolsa: usa sus botones para agregar, cambiar o quitar.",
  notOrderable: "Este producto ya no se puede pedir: quítalo de tu bolsa.",
  fewerLeft: (left: number) =>
    `Solo ${left === 1 ? "queda 1 unidad" : `quedan ${left} unidades`}: cambia la cantidad.`,
  cannotOrder: (name: string) => `«${name}» no se puede pedir por ahora`,
  notEnoughStock: (name: string) => `Ya no hay suficientes existencias de ${name}`,
  lineLimit: (inBag: number) =>
    `Tu bolsa ya tiene ${inBag === 1 ? "1 unidad" : `${inBag} unidades`} de este producto: se pueden pedir como máximo 99 de cada uno.`,
  unavailable:
    "Los pedidos no están disponibles en este momento. Escríbenos por WhatsApp y con gusto te atendemos.",
  whatsapp: "Pedir por WhatsApp",
  simulated: "Modo sin conexión: tu bolsa se guarda solo en este navegador.",
} as const;
