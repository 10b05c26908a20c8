/**
 * The admin's 'Pedidos' tab: the orders and each order's page
 * (docs/decisions/032-orders-without-a-payment-processor.md). Browser-safe.
 */

import { filterActions, type FilterFormCopy } from "./admin";

/** The list's filter (AdminFilterForm). */
export const orderFiltersCopy: FilterFormCopy<"status"> = {
  ...filterActions,
  legend: "Filtrar pedidos",
  status: { label: "Estado", all: "Todos los estados" },
};

export const ordersAdminCopy = {
  title: "Pedidos",
  description: "Los pedidos del sitio, del más reciente al más antiguo.",
  count: (count: number) => (count === 1 ? "1 pedido" : `${count} pedidos`),
  empty: "Todavía no hay pedidos.",
  emptyFiltered: "Ningún pedido con este estado.",
  caption: "Pedidos, del más reciente al más antiguo",
  downloadCsv: "Descargar CSV",
  figures: "Ventas",
  figuresHint: "Pedidos entregados: lo que se cobró, por mes y por producto.",
  noFigures: "Todavía no hay pedidos entregados.",
  byMonth: "Ventas por mes",
  byProduct: "Ventas por producto",
  month: "Mes",
  orders: "Pedidos",
  units: "Unidades",
  amount: "Importe",
  product: "Producto",
  openOrder: (number: string, name: string) => `Abrir el pedido ${number} de ${name}`,
  number: "Pedido",
  date: "Fecha",
  customer: "Cliente",
  total: "Total",
  status: "Estado",
  open: "Ver",
  orderTitle: (number: string) => `Pedido ${number}`,
  notFound: "Pedido no encontrado",
  back: "Volver a Pedidos",
  contact: "Cliente",
  phone: "Teléfono",
  email: "Correo electrónico",
  delivery: "Entrega",
  address: "Dirección",
  payment: "Pago",
  notes: "Notas del cliente",
  invoice: "Factura",
  noInvoice: "No pidió factura",
  lines: "Productos",
  quantity: "Cantidad",
  unitPrice: "Precio",
  lineTotal: "Importe",
  subtotal: "Subtotal",
  deliveryCost: "Entrega",
  history: "Historial",
  placedByBuyer: "el cliente",
  changeHeading: "Cambiar el estado",
  newStatus: "Nuevo estado",
  keepStatus: "Sin cambio de estado",
  note: "Nota (opcional)",
  noteHint: "Queda en el historial del pedido; el cliente no la ve.",
  save: "Guardar",
  saving: "Guardando...",
  saved: "Pedido actualizado",
  saveFailed: "No se pudo actualizar el pedido",
  finished: "Este pedido ya no cambia de estado.",
  tellBuyer: "Avisar al cliente por WhatsApp",
  tellBuyerHint: (status: string) =>
    `Abre el chat del cliente con el mensaje de «${status}» escrito.`,
} as const;
