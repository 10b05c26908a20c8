import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { createStore } from "~/services/stores.server";
import { storeSchema } from "~/validation/store";

const route = adminCollectionRoute({ schema: storeSchema, create: createStore, kind: "save" });

export const loader = route.loader;
export const action = route.action;
