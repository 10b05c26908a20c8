import { adminCollectionRoute } from "~/controllers/admin-api.server";
import { createProduct } from "~/services/catalog.server";
import { productSchema } from "~/validation/product";

const route = adminCollectionRoute({
  schema: productSchema,
  create: createProduct,
  kind: "save",
});

export const loader = route.loader;
export const action = route.action;
