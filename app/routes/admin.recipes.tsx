import type {
  ActionFunctionArgs,
  AppLoadContext,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { RecipeForm } from "~/components/admin/RecipeForm";
import { RecipeList, type RecipeRow } from "~/components/admin/RecipeList";
import { type AdminIntent } from "~/shared/admin-crud";
import { adminCatalog } from "~/controllers/admin-catalog.server";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { storeAdminImage } from "~/controllers/admin-images.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage, type AdminAccess } from "~/http/guards.server";
import { resolveImage } from "~/view/image-resolution";
import { pageMeta } from "~/view/seo";
import { ServiceError, isServiceError } from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import { createRecipe, deleteRecipe, updateRecipe } from "~/services/recipes.server";
import { recipeSchema } from "~/validation/recipe";
import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";

const TAB_URL = "/admin/recipes";

const failureText: Record<AdminIntent, string> = {
  create: "Error al crear la receta",
  update: "No se pudo actualizar la receta",
  delete: "No se pudo eliminar la receta",
};

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Recetas · Panel de Administración",
    description: "Administrar las recetas.",
    path: TAB_URL,
    noIndex: true,
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const access = await requireAdminPage(context);
  const catalog = adminCatalog(access, context.db, context.cloudflare.env);
  const [recipes, manifest] = await Promise.all([catalog.recipes(), catalog.imageManifest()]);
  const rows: RecipeRow[] = recipes.map((recipe) => ({
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    instructions: recipe.instructions,
    imageUrl: recipe.imageUrl,
    instagramUrl: recipe.instagramUrl,
    image: resolveImage(recipe.imageUrl, manifest),
  }));
  return { recipes: rows };
}

/**
 * Without JavaScript the multipart form carries the picture: it is stored
 * with the images service (the checks and messages of /api/admin/upload) and
 * its URL becomes the recipe's `imageUrl`.
 */
async function storeUploadedImage(
  formData: FormData,
  context: AppLoadContext,
  access: AdminAccess,
): Promise<void> {
  const file = formData.get("image");
  formData.delete("image");
  if (file === null || typeof file === "string" || file.size === 0) return;
  const imageError = (status: ServiceError["status"], message: string) =>
    new ServiceError(status, message, { fieldErrors: { imageUrl: [message] } });
  if (file.size > MAX_UPLOAD_BYTES) throw imageError(413, uploadMessages.tooLarge);
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await storeAdminImage(access, context.cloudflare.env, bytes);
    formData.set("imageUrl", image.imageUrl);
  } catch (error) {
    if (isServiceError(error)) throw imageError(error.status, error.message);
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    tabUrl: TAB_URL,
    schema: recipeSchema,
    create: createRecipe,
    update: updateRecipe,
    remove: deleteRecipe,
    offline: "save",
    maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
    tooLargeMessage: uploadMessages.tooLarge,
    prepare: storeUploadedImage,
    success: { create: "Receta creada", update: "Receta actualizada", delete: "Receta eliminada" },
    // The tab's failure title, with the server's text below it when there is one.
    failure: (intent, serverMessage) => ({
      title: failureText[intent],
      description: serverMessage ?? undefined,
    }),
  });
}

export default function AdminRecipes() {
  const { recipes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminCrudTab
      title="Recetas"
      addLabel="Agregar Receta"
      tabUrl={TAB_URL}
      items={recipes}
      actionData={actionData}
      nameOf={(item) => item.title}
      renderForm={({ item, ...props }) => <RecipeForm tabUrl={TAB_URL} recipe={item} {...props} />}
      list={<RecipeList recipes={recipes} tabUrl={TAB_URL} />}
    />
  );
}
