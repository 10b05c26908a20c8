/**
 * The trash ('Papelera'): what the owner deleted, kept 30 days before the
 * daily housekeeping removes it for good (docs/decisions/034-trash.md).
 * Browser-safe: the admin's pages and the JSON API read it.
 */
import { shortened } from "../shared/shortened";
import { TRASH_PATH, UNDO_LABEL } from "./trash-undo";

/** The kinds of item a delete moves to the trash, each with the admin's word for it. */
export const TRASH_KINDS = {
  product: "Producto",
  store: "Punto de venta",
  recipe: "Receta",
  "invitation-code": "Código de invitación",
  request: "Solicitud",
  "waitlist-entry": "Lista de espera",
  order: "Pedido",
} as const;

export type TrashKind = keyof typeof TRASH_KINDS;

/** How long a deleted item stays in the trash before the daily housekeeping removes it. */
export const TRASH_RETENTION_DAYS = 30;

/** A trash entry as 'Papelera' and `GET /api/admin/trash` show it. */
export interface TrashEntry {
  /** The trash entry's own id (`/api/admin/trash/{id}`), not the deleted item's. */
  id: number;
  kind: TrashKind;
  /** The item's name as its list showed it: a product's name, a code, a requester's name. */
  title: string;
  /** ISO 8601. */
  deletedAt: string;
  /** The admin who deleted it (their name, or e-mail without one); null when unknown. */
  deletedBy: string | null;
}

/** The 'Papelera' page, where a delete's 'Deshacer' also posts. */
export { TRASH_PATH };

export const trashCopy = {
  tab: "Papelera",
  description:
    "Lo que eliminas se guarda aquí 30 días. Puedes restaurarlo tal como estaba o eliminarlo definitivamente.",
  empty: "La papelera está vacía.",
  restore: "Restaurar",
  restored: "Restaurado",
  /**
   * The item a restore or purge acted on, under its toast's title; a long
   * title (up to 500 characters from a backup) shows its first 120.
   */
  itemNamed: (title: string) => `«${shortened(title, 120)}»`,
  purge: "Eliminar definitivamente",
  /** The confirmation's question and what follows, as ConfirmDelete shows them. */
  purgeQuestion: (title: string) => `¿Eliminar definitivamente «${title}»?`,
  purgeConsequence: "Esta acción no se puede deshacer.",
  purging: "Eliminando...",
  purged: "Eliminado definitivamente",
  purgeFailed: "No se pudo eliminar definitivamente",
  restoring: "Restaurando...",
  restoreFailed: "No se pudo restaurar",
  /** What a delete's confirmation says now that nothing is lost at once. */
  deleteConsequence: "Se guardará en la Papelera 30 días: puedes restaurarlo desde allí.",
  /** A row's line: who deleted it and when. */
  deletedOn: (when: string, by: string | null) =>
    by ? `Eliminado el ${when} por ${by}` : `Eliminado el ${when}`,
  keptUntil: (when: string) => `Se guarda hasta el ${when}`,
  restoreLabel: (title: string) => `Restaurar ${title}`,
  purgeLabel: (title: string) => `Eliminar definitivamente ${title}`,
  /** The slug form of a product whose slug another product took meanwhile. */
  newSlugHint: "Minúsculas, números y guiones; por ejemplo miel-de-azahar-2",
  newSlugWhy:
    "Otro producto usa ahora este slug, la dirección de su página. Escribe uno nuevo para restaurarlo; el otro producto no cambia.",
  cancel: "Cancelar",
  undo: UNDO_LABEL,
  notFound: "Elemento no encontrado en la papelera",
  slugTaken: "El slug ya está en uso",
  newSlug: "Nuevo slug",
  /** A restore whose item's id is held by another (a backup restored meanwhile). */
  idTaken: "Ya existe otro elemento con el mismo id; no se puede restaurar",
  /** An entry whose copy this version of the site can no longer read (a change of its tables since). */
  snapshotOutdated:
    "Esta copia es de otra versión del sitio y ya no se puede restaurar; sigue en la papelera",
  /** A waiting-list entry whose product was deleted. */
  productMissing: "El producto de esta entrada ya no existe; restaura primero el producto",
  /** A request whose invitation code is no longer stored. */
  codeMissing: "El código de invitación de esta solicitud ya no existe",
} as const;
