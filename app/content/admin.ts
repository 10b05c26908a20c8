import type { AdminIntent, AdminNotice } from "~/shared/admin-crud";
import { ORDERS_ADMIN_PATH } from "~/shared/order-paths";
import { TRASH_PATH, trashCopy } from "./trash";

/** The admin tabs, each its own URL; Productos is the default. */
export const adminTabs = [
  { label: "Productos", to: "/admin", end: true },
  { label: "Pedidos", to: ORDERS_ADMIN_PATH, end: false },
  { label: "Puntos de Venta", to: "/admin/stores", end: false },
  { label: "Recetas", to: "/admin/recipes", end: false },
  { label: "Códigos de Invitación", to: "/admin/codes", end: false },
  { label: "Imágenes", to: "/admin/images", end: false },
  { label: "Solicitudes", to: "/admin/requests", end: false },
  { label: "Usuarios", to: "/admin/users", end: false },
  { label: "Sitio", to: "/admin/site", end: false },
  { label: trashCopy.tab, to: TRASH_PATH, end: false },
] as const;

/** A tab's words: its heading and button, its page description, its toasts. */
export interface AdminTabCopy {
  title: string;
  addLabel: string;
  description: string;
  success: Record<AdminIntent, string>;
  /** The failure toast, given the server's message if any. */
  failure(intent: AdminIntent, serverMessage: string | null): AdminNotice;
}

const storeFailureVerb: Record<AdminIntent, string> = {
  create: "crear",
  update: "actualizar",
  delete: "eliminar",
};

/** A failure toast titled by the intent, with the server's text below it when there is one. */
const titledFailure =
  (titles: Record<AdminIntent, string>): AdminTabCopy["failure"] =>
  (intent, serverMessage) => ({ title: titles[intent], description: serverMessage ?? undefined });

export const storesTabCopy: AdminTabCopy = {
  title: "Puntos de Venta",
  addLabel: "Agregar Punto de Venta",
  description: "Administrar los puntos de venta.",
  success: {
    create: "Punto de venta creado",
    update: "Punto de venta actualizado",
    delete: "Punto de venta eliminado",
  },
  failure: (intent) => ({
    title: "Error",
    description: `No se pudo ${storeFailureVerb[intent]} el punto de venta`,
  }),
};

export const recipesTabCopy: AdminTabCopy = {
  title: "Recetas",
  addLabel: "Agregar Receta",
  description: "Administrar las recetas.",
  success: { create: "Receta creada", update: "Receta actualizada", delete: "Receta eliminada" },
  failure: titledFailure({
    create: "Error al crear la receta",
    update: "No se pudo actualizar la receta",
    delete: "No se pudo eliminar la receta",
  }),
};

export const codesTabCopy: AdminTabCopy = {
  title: "Códigos de Invitación",
  addLabel: "Agregar Código",
  description: "Administrar los códigos de invitación.",
  success: { create: "Código creado", update: "Código actualizado", delete: "Código eliminado" },
  failure: titledFailure({
    create: "No se pudo crear el código",
    update: "No se pudo actualizar el código",
    delete: "No se pudo eliminar el código",
  }),
};

export const productsTabCopy: AdminTabCopy & { saved: string } = {
  title: "Productos",
  addLabel: "Agregar producto",
  description: "Administrar los productos.",
  success: {
    create: "Producto creado",
    update: "Producto actualizado",
    delete: "Producto eliminado",
  },
  /** The line under a save's toast. */
  saved: "Los cambios han sido guardados exitosamente.",
  failure: (intent, serverMessage) => ({
    title: intent === "delete" ? "No se pudo eliminar el producto" : "Error al guardar",
    description: serverMessage ?? undefined,
  }),
};

/**
 * The product form's price and stock, and what a product's row says of them
 * (docs/decisions/030-prices-and-stock.md).
 */
export const productPriceCopy = {
  priceLabel: "Precio (MXN)",
  priceHint: "En pesos, por ejemplo 220 o 220.50",
  /** A text that held no amount, shown under the field until one is typed. */
  oldPrice: (text: string) => `Precio anterior: ${text}`,
  stockLabel: "Existencias",
  stockHint: "En blanco: no se cuentan",
  /** The row's flag of a product without an amount. */
  noPrice: "Sin precio: no se puede pedir",
  stockTerm: "Existencias:",
} as const;

/** Signing in and out of the panel. */
export const sessionCopy = {
  signedIn: {
    title: "Inicio de sesión exitoso",
    description: "Bienvenido al panel de administración",
  },
  signedOut: { title: "Sesión cerrada", description: "Has cerrado sesión correctamente" },
  signOutFailed: {
    title: "Error al cerrar sesión",
    description: "No se pudo cerrar la sesión. Por favor intente de nuevo.",
  },
} as const;

/** The backup page's answers. */
export const backupCopy = {
  tooLarge: "El archivo no debe exceder los 5MB",
  noFile: "Seleccione un archivo de respaldo",
  notUtf8: "El archivo no es UTF-8 válido",
  restored: "Respaldo restaurado",
  nowHolds: (counts: string) => `Ahora hay ${counts}.`,
  downloadedOn: (when: string) => `Respaldo descargado el ${when}.`,
  restoreFailed: (reason: string) =>
    `No se pudo restaurar el respaldo; no se cambió nada. ${reason}`,
  storedMissing: "Respaldo automático no encontrado",
  storedHeading: "Respaldos automáticos",
  storedIntro:
    "Cada día se guarda un respaldo automático. Se conservan los 14 más recientes y el primero de cada uno de los últimos 6 meses.",
  storedNone: "Todavía no hay respaldos automáticos.",
  lastStored: (when: string) => `Último respaldo automático: ${when}.`,
  lastStoredOld:
    "El último respaldo automático tiene más de dos días: revise el registro de errores del Worker.",
} as const;

/** A product form whose save met an ended session, and the draft it keeps meanwhile. */
export const sessionEndedCopy = {
  title: "Error al guardar",
  message: "Su sesión terminó; inicie sesión de nuevo.",
  signInLink: "Iniciar sesión en una pestaña nueva",
  draftRestored: "Se recuperaron los cambios que no se guardaron.",
  discardDraft: "Descartar estos cambios",
} as const;

/** A filter form's texts: its name, its two actions, and each select's label and 'all' option. */
export type FilterFormCopy<Name extends string> = {
  legend: string;
  apply: string;
  clear: string;
} & Record<Name, { label: string; all: string }>;

/** The two actions of a list's filters (codes, requests). */
export const filterActions = { apply: "Filtrar", clear: "Quitar filtros" } as const;
