import { SiteImage } from "~/components/SiteImage";
import type { PublicRecipe } from "~/services/recipes.server";
import type { ResolvedImage } from "~/view/image-resolution";
import { AdminItemList } from "./AdminItemList";
import { AdminRowActions } from "./AdminRowActions";

/** What the recipes tab shows and edits of a recipe, its picture resolved. */
export interface RecipeRow extends PublicRecipe {
  image: ResolvedImage | null;
}

/** Every recipe with its picture, title and description. */
export function RecipeList({ recipes, tabUrl }: { recipes: readonly RecipeRow[]; tabUrl: string }) {
  return (
    <AdminItemList
      items={recipes}
      empty="No hay recetas registradas."
      rowClassName="flex flex-wrap items-start gap-4 p-4"
    >
      {(recipe) => (
        <>
          <SiteImage
            image={recipe.image}
            alt={recipe.title}
            sizes="96px"
            className="aspect-square w-24 shrink-0 overflow-hidden rounded-lg"
            imageClassName="size-full object-cover"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold text-smoke-900">{recipe.title}</h3>
            <p className="line-clamp-3 text-sm text-stone-700">{recipe.description}</p>
          </div>
          <AdminRowActions tabUrl={tabUrl} id={recipe.id} name={recipe.title} />
        </>
      )}
    </AdminItemList>
  );
}
