/**
 * Writes in standalone mode (docs/decisions/003-simulated-writes.md): nothing
 * is sent to D1, R2 or KV. After 800 ms, a create of a product, recipe or
 * store answers the sent data with the given id or a random one; any other
 * write answers the data with 'Operación simulada exitosa en modo offline';
 * an upload answers a made-up image path.
 */
import { ServiceError } from "./errors.server";

export const OFFLINE_WRITE_DELAY_MS = 800;
export const OFFLINE_WRITE_DONE = "Operación completada en modo offline";
export const OFFLINE_WRITE_SIMULATED = "Operación simulada exitosa en modo offline";
/** Where made-up upload paths point: nothing is ever stored there. */
export const OFFLINE_UPLOAD_PATH = "/images/offline/";

export interface SimulatedWrite<T> {
  success: true;
  message: string;
  data: T;
}

/** Every simulated write answers after this delay. */
export function offlineWriteDelay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, OFFLINE_WRITE_DELAY_MS));
}

/** A random id from 100 to 1099. */
export function randomOfflineId(): number {
  return 100 + Math.floor(Math.random() * 1000);
}

/** A create or replace of a product, recipe or store: the data with an id. */
export async function simulateOfflineSave<T extends object>(
  input: T,
  givenId: number | null,
): Promise<SimulatedWrite<T & { id: number }>> {
  await offlineWriteDelay();
  return {
    success: true,
    message: OFFLINE_WRITE_DONE,
    data: { ...input, id: givenId ?? randomOfflineId() },
  };
}

/** Any other write (delete, reorder, codes, restore): the data as sent. */
export async function simulateOfflineWrite<T>(input: T): Promise<SimulatedWrite<T>> {
  await offlineWriteDelay();
  return { success: true, message: OFFLINE_WRITE_SIMULATED, data: input };
}

/** A made-up image path under /images/offline/: nothing is ever stored there. */
export function offlineImageUrl(): string {
  return `${OFFLINE_UPLOAD_PATH}${crypto.randomUUID()}.webp`;
}

/** An upload: success and a made-up image path. */
export async function simulateOfflineUpload(): Promise<{ success: true; imageUrl: string }> {
  await offlineWriteDelay();
  return { success: true, imageUrl: offlineImageUrl() };
}

/** The toast of a simulated write on an admin page. */
export const offlineWriteToast = {
  type: "success",
  title: OFFLINE_WRITE_DONE,
  description: "No se guardó ningún cambio: el modo sin conexión está activo.",
} as const;

/** Invitation codes and requests are never read or written offline. */
export const OFFLINE_INVITATIONS_UNAVAILABLE =
  "Las solicitudes con código de invitación necesitan conexión con el servidor. Salga del modo sin conexión para continuar.";

export function offlineInvitationRefusal(): ServiceError {
  return new ServiceError(503, OFFLINE_INVITATIONS_UNAVAILABLE);
}

/** Invitation codes, requests and backups are never read offline. */
export const OFFLINE_DATA_UNAVAILABLE =
  "Esta información no está disponible en modo sin conexión: solo se leen los datos estáticos.";

export function offlineDataRefusal(): ServiceError {
  return new ServiceError(503, OFFLINE_DATA_UNAVAILABLE);
}
