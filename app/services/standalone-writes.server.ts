/**
 * How the standalone site simulates a write (docs/decisions: standalone
 * mode): nothing is sent to D1, R2 or KV. After a short delay, a create or
 * replace of a product, recipe or store answers the sent data with the given
 * id or a random one; any other write answers the data as sent; an upload
 * answers a made-up image path.
 */
import { STANDALONE_SAVE_DONE, STANDALONE_WRITE_SIMULATED } from "~/content/standalone";

export const STANDALONE_WRITE_DELAY_MS = 800;
/** Where made-up upload paths point: nothing is ever stored there. */
export const STANDALONE_UPLOAD_PATH = "/images/offline/";

export interface SimulatedWrite<T> {
  success: true;
  message: string;
  data: T;
}

/** Every simulated write answers after this delay, as a real one would take a moment. */
export function standaloneWriteDelay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, STANDALONE_WRITE_DELAY_MS));
}

/** A random id from 100 to 1099. */
export function randomStandaloneId(): number {
  return 100 + Math.floor(Math.random() * 1000);
}

/** A create or replace of a product, recipe or store: the data with an id. */
export async function simulateStandaloneSave<T extends object>(
  input: T,
  givenId: number | null,
): Promise<SimulatedWrite<T & { id: number }>> {
  await standaloneWriteDelay();
  return {
    success: true,
    message: STANDALONE_SAVE_DONE,
    data: { ...input, id: givenId ?? randomStandaloneId() },
  };
}

/** Any other write (delete, reorder, codes, restore): the data as sent. */
export async function simulateStandaloneWrite<T>(input: T): Promise<SimulatedWrite<T>> {
  await standaloneWriteDelay();
  return { success: true, message: STANDALONE_WRITE_SIMULATED, data: input };
}

/** A made-up image path under /images/offline/: nothing is ever stored there. */
export function standaloneImageUrl(): string {
  return `${STANDALONE_UPLOAD_PATH}${crypto.randomUUID()}.webp`;
}
