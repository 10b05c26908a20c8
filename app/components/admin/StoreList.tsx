import type { PublicStore } from "~/services/stores.server";
import { AdminItemList } from "./AdminItemList";
import { AdminRowActions } from "./AdminRowActions";

/** Every store with its fields and its row actions. */
export function StoreList({ stores, tabUrl }: { stores: readonly PublicStore[]; tabUrl: string }) {
  return (
    <AdminItemList items={stores} empty="No hay puntos de venta registrados.">
      {(store) => (
        <>
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold text-smoke-900">{store.name}</h3>
            <p className="text-stone-700">
              {store.address}, {store.city}, {store.state}
            </p>
            {store.phone ? <p className="text-stone-700">Tel. {store.phone}</p> : null}
            {store.description ? (
              <p className="text-sm text-stone-700">{store.description}</p>
            ) : null}
          </div>
          <AdminRowActions tabUrl={tabUrl} id={store.id} name={store.name} />
        </>
      )}
    </AdminItemList>
  );
}
