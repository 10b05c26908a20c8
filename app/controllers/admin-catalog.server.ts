/**
 * What the admin screens list: D1 for a signed-in admin, the static copy in
 * standalone mode, where the mock session sees nothing but the static data.
 * Unlike the public pages, a live admin never falls back to the static copy
 * when D1 fails: editing it would be editing nothing.
 */
import type { ImageManifest } from "~/content/image-manifest";
import type { Database } from "~/db/client.server";
import { listProducts } from "~/services/catalog.server";
import { builtInImageManifest, readImageManifest } from "~/services/image-manifest.server";
import { listRecipes } from "~/services/recipes.server";
import {
  listStaticProducts,
  listStaticRecipes,
  listStaticStores,
} from "~/services/static-content.server";
import { listStores } from "~/services/stores.server";
import type { AdminAccess } from "~/http/guards.server";

export function adminCatalog(access: AdminAccess, db: Database, env: Env) {
  const offline = access.mode === "standalone";
  return {
    products: async () => (offline ? listStaticProducts() : listProducts(db)),
    stores: async () => (offline ? listStaticStores() : listStores(db)),
    recipes: async () => (offline ? listStaticRecipes() : listRecipes(db)),
    imageManifest: async (): Promise<ImageManifest> =>
      offline ? builtInImageManifest() : readImageManifest(env),
  };
}
