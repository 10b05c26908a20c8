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
import { notFound } from "~/services/errors.server";
import type { Site } from "~/services/site/site.server";
import { isStandaloneRefusal } from "~/services/site/standalone-site.server";
import { STORE_NOT_FOUND, createStore, deleteStore, updateStore } from "~/services/stores.server";
import { invitationCodeSchema } from "~/validation/invitation-code";
import { productSchema } from "~/validation/product";
import { recipeSchema } from "~/validation/recipe";
import { storeSchema } from "~/validation/store";

/** The item `id` of a list the site reads whole (a catalogue of a few dozen), or a 404. */
async function itemOf<T extends { id: number }>(items: Promise<T[]>, id: number, missing: string) {
  const item = (await items).find((candidate) => candidate.id === id);
  if (!item) throw notFound(missing);
  return item;
}

export const productsCollection = {
  schema: productSchema,
  create: createProduct,
  stored: (site: Site, id: number) => itemOf(site.catalog.products(), id, PRODUCT_NOT_FOUND),
  update: updateProduct,
  remove: deleteProduct,
  notFoundMessage: PRODUCT_NOT_FOUND,
  kind: "save",
} as const;

export const storesCollection = {
  schema: storeSchema,
  create: createStore,
  stored: (site: Site, id: number) => itemOf(site.catalog.stores(), id, STORE_NOT_FOUND),
  update: updateStore,
  remove: deleteStore,
  notFoundMessage: STORE_NOT_FOUND,
  kind: "save",
} as const;

export const recipesCollection = {
  schema: recipeSchema,
  create: createRecipe,
  stored: (site: Site, id: number) => itemOf(site.catalog.recipes(), id, RECIPE_NOT_FOUND),
  update: updateRecipe,
  remove: deleteRecipe,
  notFoundMessage: RECIPE_NOT_FOUND,
  kind: "save",
} as const;

export const invitationCodesCollection = {
  schema: invitationCodeSchema,
  create: createInvitationCode,
  /** The standalone site holds no codes: its PATCH takes a whole code, as it did. */
  stored: (site: Site, id: number) =>
    site.invitationCodes.code(id).catch((error: unknown) => {
      if (isStandaloneRefusal(error)) return undefined;
      throw error;
    }),
  update: updateInvitationCode,
  remove: deleteInvitationCode,
  notFoundMessage: CODE_NOT_FOUND,
  kind: "write",
  /** Live data only: the standalone site refuses to list them. `?campaign=` and `?state=` filter. */
  list: listCodesFiltered,
} as const;
