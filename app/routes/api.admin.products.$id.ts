import { adminItemRoute } from "~/controllers/admin-api.server";
import { PRODUCT_NOT_FOUND, deleteProduct, updateProduct } from "~/services/catalog.server";
import { productSchema } from "~/validation/product";

const route = adminItemRoute({
  schema: productSchema,
  notFoundMessage: PRODUCT_NOT_FOUND,
  update: updateProduct,
  remove: deleteProduct,
  kind: "save",
});

export const loader = route.loader;
export const action = route.action;
