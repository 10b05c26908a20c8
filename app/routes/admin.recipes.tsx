import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { RecipeForm } from "~/components/admin/RecipeForm";
import { RecipeList, type RecipeRow } from "~/components/admin/RecipeList";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { FormImageError, storeFormImages } from "~/controllers/form-images.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { resolveImage } from "~/view/image-resolution";
import { adminPageMeta } from "~/view/seo";
import { recipesTabCopy as copy } from "~/content/admin";
import { recipesCollection } from "~/controllers/admin-collections.server";
import { ServiceError } from "~/services/errors.server";
import { siteFor, type Site } from "~/services/site/site.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import { recipeMessages } from "~/validation/recipe";
import { uploadMessages } from "~/validation/upload";

const TAB_URL = "/admin/recipes";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, TAB_URL);

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const { catalog } = siteFor(context);
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
 * like an upload to /api/admin/upload and its URL becomes the recipe's
 * `imageUrl`; a refusal shows on that field.
 */
async function storeUploadedImage(formData: FormData, site: Site): Promise<void> {
  try {
    const [imageUrl] = await storeFormImages(site, formData, "image", {
      max: 1,
      tooMany: recipeMessages.oneImage,
    });
    if (imageUrl) formData.set("imageUrl", imageUrl);
  } catch (error) {
    if (!(error instanceof FormImageError)) throw error;
    throw new ServiceError(error.status, error.message, {
      fieldErrors: { imageUrl: [error.message] },
    });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    ...recipesCollection,
    ...copy,
    tabUrl: TAB_URL,
    maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
    tooLargeMessage: uploadMessages.tooLarge,
    prepare: storeUploadedImage,
  });
}

export default function AdminRecipes() {
  const { recipes } = useLoaderData<typeof loader>();
  return (
    <AdminCrudTab
      copy={copy}
      tabUrl={TAB_URL}
      items={recipes}
      nameOf={(item) => item.title}
      renderForm={({ item, ...props }) => <RecipeForm tabUrl={TAB_URL} recipe={item} {...props} />}
      list={<RecipeList recipes={recipes} tabUrl={TAB_URL} />}
    />
  );
}
