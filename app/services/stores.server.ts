import { stores, type Store } from "~/db/schema";
import { listRows, type PublicRow } from "./catalog-rows.server";
import { serviceMessages } from "~/content/service-messages";

export const STORE_NOT_FOUND = serviceMessages.storeNotFound;

export type PublicStore = PublicRow<Store>;

/** The tab's and the JSON API's reads and writes; an update writes the fields given. */
export const {
  list: listStores,
  create: createStore,
  update: updateStore,
} = listRows(stores, STORE_NOT_FOUND);
