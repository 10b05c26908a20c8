import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { reorderProducts } from "~/services/catalog.server";
import { productOrderSchema } from "~/validation/product";

/** POST `{ ids }`: the display order of every product; 200 with the new list. */
const route = adminCollectionRoute({
  schema: productOrderSchema,
  create: (db, { ids }) => reorderProducts(db, ids),
  status: 200,
  kind: "write",
});

export const loader = route.loader;
export const action = route.action;
