import { adminItemRoute } from "~/controllers/admin-api.server";
import { STORE_NOT_FOUND, deleteStore, updateStore } from "~/services/stores.server";
import { storeSchema } from "~/validation/store";

const route = adminItemRoute({
  schema: storeSchema,
  notFoundMessage: STORE_NOT_FOUND,
  update: updateStore,
  remove: deleteStore,
  kind: "save",
});

export const loader = route.loader;
export const action = route.action;
