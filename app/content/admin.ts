/** The admin tabs, each its own URL; Productos is the default. */
export const adminTabs = [
  { label: "Productos", to: "/admin", end: true },
  { label: "Puntos de Venta", to: "/admin/stores", end: false },
  { label: "Recetas", to: "/admin/recipes", end: false },
  { label: "Códigos de Invitación", to: "/admin/codes", end: false },
  { label: "Imágenes", to: "/admin/images", end: false },
  { label: "Solicitudes", to: "/admin/requests", end: false },
] as const;
