import { Icon } from "~/components/Icon";
import { ServerMarkup } from "~/components/ServerMarkup";
import { SiteImage } from "~/components/SiteImage";
import type { recipesPage } from "~/content/recipes-page";
import type { ResolvedImage } from "~/view/image-resolution";

export interface RecipeCardData {
  id: number;
  title: string;
  description: string;
  instructions: string;
  instagramUrl: string;
  /** The Instagram link's accessible name (content/recipes-page.ts). */
  instagramLabel: string;
  image: ResolvedImage | null;
}

/**
 * One recipe: picture, title, description, preparation and its Instagram
 * post. The words never change while the page is open, so they keep the
 * server's markup (ServerMarkup); the picture is React's, for its states.
 */
export function RecipeCard({
  recipe,
  copy,
  priority = false,
}: {
  recipe: RecipeCardData;
  /** The page's labels, through the loader. */
  copy: Pick<typeof recipesPage, "instructionsHeading" | "instagramText">;
  priority?: boolean;
}) {
  const titleId = `receta-${recipe.id}-titulo`;
  return (
    <li id={`receta-${recipe.id}`} className="scroll-mt-24">
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-honey-200 bg-white shadow-sm"
      >
        <SiteImage
          image={recipe.image}
          alt={recipe.title}
          priority={priority}
          sizes="(min-width: 768px) 560px, 100vw"
          className="aspect-[3/2] w-full"
          imageClassName="object-cover"
        />
        <ServerMarkup
          id={`receta-${recipe.id}-texto`}
          content={[recipe, copy]}
          className="flex flex-1 flex-col p-6"
        >
          <h2 id={titleId} className="font-serif text-2xl font-bold text-honey-900">
            {recipe.title}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-700">{recipe.description}</p>
          <h3 className="mt-5 font-serif text-lg font-bold text-honey-900">
            {copy.instructionsHeading}
          </h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-stone-700">
            {recipe.instructions}
          </p>
          <p className="mt-auto pt-5">
            <a
              href={recipe.instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={recipe.instagramLabel}
              className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-chili-700 underline-offset-4 hover:underline"
            >
              <Icon name="instagram" className="size-5" />
              {copy.instagramText}
            </a>
          </p>
        </ServerMarkup>
      </article>
    </li>
  );
}
