/**
 * The four collections the admin edits, each defined once: its schema, its
 * writes and how the standalone site answers them. The JSON routes
 * (`/api/admin/<collection>`) and the panel's tabs are made from these.
 */
import {
  PRODUCT_NOT_FOUND,
  createProduct,
  deleteProduct,
  updateProduct,
} from "~/services/catalog.server";
import {
  CODE_NOT_FOUND,
  createInvitationCode,
  deleteInvitationCode,
  updateInvitationCode,
} from "~/services/invitations.server";
import {
  RECIPE_NOT_FOUND,
  createRecipe,
  deleteRecipe,
  updateRecipe,
} from "~/services/recipes.server";
import { listCodesFiltered } from "./invitation-campaigns-api.server";
import { STORE_NOT_FOUND, createStore, deleteStore, updateStore } from "~/services/stores.server";
import { invitationCodeSchema } from "~/validation/invitation-code";
import { productSchema } from "~/validation/product";
import { recipeSchema } from "~/validation/recipe";
import { storeSchema } from "~/validation/store";

export const productsCollection = {
  schema: productSchema,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  notFoundMessage: PRODUCT_NOT_FOUND,
  kind: "save",
} as const;

export const storesCollection = {
  schema: storeSchema,
  create: createStore,
  update: updateStore,
  remove: deleteStore,
  notFoundMessage: STORE_NOT_FOUND,
  kind: "save",
} as const;

export const recipesCollection = {
  schema: recipeSchema,
  create: createRecipe,
  update: updateRecipe,
  remove: deleteRecipe,
  notFoundMessage: RECIPE_NOT_FOUND,
  kind: "save",
} as const;

export const invitationCodesCollection = {
  schema: invitationCodeSchema,
  create: createInvitationCode,
  update: updateInvitationCode,
  remove: deleteInvitationCode,
  notFoundMessage: CODE_NOT_FOUND,
  kind: "write",
  /** Live data only: the standalone site refuses to list them. `?campaign=` and `?state=` filter. */
  list: listCodesFiltered,
} as const;
