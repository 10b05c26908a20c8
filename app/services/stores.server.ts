import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stores, type Store } from "~/db/schema";
import type { StoreInput } from "~/validation/store";
import { notFound } from "./errors.server";
import { serviceMessages } from "~/content/service-messages";

export const STORE_NOT_FOUND = serviceMessages.storeNotFound;

export type PublicStore = Omit<Store, "createdAt" | "updatedAt">;

function toPublicStore({ createdAt: _c, updatedAt: _u, ...store }: Store): PublicStore {
  return store;
}

export async function listStores(db: Database): Promise<PublicStore[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.id));
  return rows.map(toPublicStore);
}

export async function createStore(db: Database, input: StoreInput): Promise<PublicStore> {
  const [row] = await db.insert(stores).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return toPublicStore(row);
}

/** Writes the fields given (all of them from the tab's form). */
export async function updateStore(
  db: Database,
  id: number,
  input: Partial<StoreInput>,
): Promise<PublicStore> {
  const [row] = await db
    .update(stores)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning();
  if (!row) throw notFound(STORE_NOT_FOUND);
  return toPublicStore(row);
}

export async function deleteStore(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
  if (deleted.length === 0) throw notFound(STORE_NOT_FOUND);
}
