import { formatDateTime } from "./dates";
import { parseRecordId } from "./record-id";

/** Shared by the admin tab actions (server) and their forms (browser). */
export type AdminIntent = "create" | "update" | "delete";

/** A notice: its title and optional description, shown as a toast. */
export interface AdminNotice {
  title: string;
  description?: string;
}

/** The URL params that open the inline sections (they work without JavaScript). */
export const adminParams = {
  create: "nuevo",
  edit: "editar",
  remove: "eliminar",
  revoke: "revocar",
} as const;

/** 'Usado el 3 nov 2026, 10:15' */
export function usedAtLabel(usedAt: Date | string | number): string {
  return `Usado el ${formatDateTime(usedAt)}`;
}

/** The id of an `?editar=` / `?eliminar=` param, or null. */
export function idParam(searchParams: URLSearchParams, name: string): number | null {
  return parseRecordId(searchParams.get(name));
}
