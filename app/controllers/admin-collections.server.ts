/**
 * The four collections the admin edits, each defined once: its schema, its
 * writes (a delete moves the item to the trash) and how the standalone site answers them. The JSON routes
 * (`/api/admin/<collection>`) and the panel's tabs are made from these.
 */
import { PRODUCT_NOT_FOUND, createProduct, updateProduct } from "~/services/catalog.server";
import {
  CODE_NOT_FOUND,
  createInvitationCode,
  updateInvitationCode,
} from "~/services/invitations.server";
import { RECIPE_NOT_FOUND, createRecipe, updateRecipe } from "~/services/recipes.server";
import { listCodesFiltered } from "./invitation-campaigns-api.server";
import { notFound } from "~/services/errors.server";
import type { Site } from "~/services/site/site.server";
import { isStandaloneRefusal } from "~/services/site/standalone-site.server";
import { STORE_NOT_FOUND, createStore, updateStore } from "~/services/stores.server";
import { deleteToTrash } from "~/services/trash/move-to-trash.server";
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

/**
 * A collection the site keeps in full (products, stores, recipes): its stored
 * item is read from the catalogue's list, and a write answers "save".
 */
function catalogCollection<Item extends { id: number }, Writes extends object>(
  writes: Writes,
  list: (catalog: Site["catalog"]) => Promise<Item[]>,
  notFoundMessage: string,
) {
  return {
    ...writes,
    stored: (site: Site, id: number) => itemOf(list(site.catalog), id, notFoundMessage),
    notFoundMessage,
    kind: "save" as const,
  };
}

export const productsCollection = catalogCollection(
  {
    schema: productSchema,
    create: createProduct,
    update: updateProduct,
    remove: deleteToTrash("product"),
  },
  (catalog) => catalog.products(),
  PRODUCT_NOT_FOUND,
);

export const storesCollection = catalogCollection(
  { schema: storeSchema, create: createStore, update: updateStore, remove: deleteToTrash("store") },
  (catalog) => catalog.stores(),
  STORE_NOT_FOUND,
);

export const recipesCollection = catalogCollection(
  {
    schema: recipeSchema,
    create: createRecipe,
    update: updateRecipe,
    remove: deleteToTrash("recipe"),
  },
  (catalog) => catalog.recipes(),
  RECIPE_NOT_FOUND,
);

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
  remove: deleteToTrash("invitation-code"),
  notFoundMessage: CODE_NOT_FOUND,
  kind: "write",
  /** Live data only: the standalone site refuses to list them. `?campaign=` and `?state=` filter. */
  list: listCodesFiltered,
} as const;
