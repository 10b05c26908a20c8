import { SiteImage } from "~/components/SiteImage";
import type { ResolvedImage } from "~/view/image-resolution";
import { AdminRowActions } from "./AdminRowActions";

/** What the recipes tab shows and edits of a recipe, its picture resolved. */
export interface RecipeRow {
  id: number;
  title: string;
  description: string;
  instructions: string;
  imageUrl: string;
  instagramUrl: string;
  image: ResolvedImage | null;
}

/** Every recipe with its picture, title and description. */
export function RecipeList({ recipes, tabUrl }: { recipes: readonly RecipeRow[]; tabUrl: string }) {
  if (recipes.length === 0) return <p className="text-stone-700">No hay recetas registradas.</p>;
  return (
    <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200 bg-white">
      {recipes.map((recipe) => (
        <li key={recipe.id} className="flex flex-wrap items-start gap-4 p-4">
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
        </li>
      ))}
    </ul>
  );
}
