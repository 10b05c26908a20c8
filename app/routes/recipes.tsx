import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { ClosingCallout } from "~/components/ClosingCallout";
import { ContentPage } from "~/components/ContentPage";
import { EmptyNotice } from "~/components/EmptyNotice";
import { RecipeCard } from "~/components/RecipeCard";
import { LoadingSpinner } from "~/components/LoadingSpinner";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { recipesPage } from "~/content/recipes-page";
import { contentPageData, loaderCacheControl } from "~/http/cache-headers.server";
import { resolveImage } from "~/view/image-resolution";
import { recipeJsonLd } from "~/view/recipe-json-ld.server";
import { jsonLdMeta, pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { readWithManifestAndSettings } from "~/view/content-images.server";
import { siteMeta } from "~/view/site-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

export async function loader({ context }: LoaderFunctionArgs) {
  const [recipes, manifest, settings] = await readWithManifestAndSettings(context, (content) =>
    content.recipes(),
  );
  const site = siteMeta(settings);
  const withImages = recipes.value.map(({ imageUrl, ...recipe }) => ({
    ...recipe,
    image: resolveImage(imageUrl, manifest),
    instagramLabel: recipesPage.instagramLabel(recipe.title),
  }));
  const { instagramLabel: _label, ...copy } = recipesPage;
  const meta = [
    ...pageMeta({
      title: recipesPage.title,
      description: recipesPage.description,
      path: "/recipes",
      image: withImages[0]?.image?.src,
      site,
    }),
    ...withImages.map((recipe) =>
      jsonLdMeta(recipeJsonLd(recipe, recipe.image?.src ?? null, site.name)),
    ),
  ];
  return contentPageData(context, recipes.source, {
    recipes: withImages,
    source: recipes.source,
    meta,
    copy,
  });
}

/** 'Ideas y Recetas': a card per recipe, with Recipe markup for search engines. */
export default function Recipes() {
  const { recipes, source, copy } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/recipes";
  return (
    <ContentPage as="div" width="max-w-6xl space-y-14" title={copy.title} intro={copy.intro}>
      <StaticCopyNotice source={source} />
      {loading ? <LoadingSpinner label={copy.loading} /> : null}
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {recipes.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2">
            {recipes.map((recipe, index) => (
              <RecipeCard key={recipe.id} recipe={recipe} copy={copy} priority={index === 0} />
            ))}
          </ul>
        ) : (
          <EmptyNotice title={copy.empty.title} text={copy.empty.text} />
        )}
      </div>
      <ClosingCallout
        id="chile"
        block={{ heading: copy.closing.heading, paragraphs: [copy.closing.text] }}
        link={copy.closing.link}
      />
    </ContentPage>
  );
}
