import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { memo } from "react";
import { FeaturedProducts } from "~/components/FeaturedProducts";
import { HomeHero } from "~/components/HomeHero";
import { PhilosophySection } from "~/components/PhilosophySection";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { featuredCopy, heroCopy, philosophy } from "~/content/home";
import { contentPageData, loaderCacheControl } from "~/http/cache-headers.server";
import { resolveImage } from "~/view/image-resolution";
import { toProductView } from "~/view/product-view.server";
import { jsonLdMeta, pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { organizationJsonLd } from "~/view/structured-data.server";
import { readWithManifestAndSettings } from "~/view/content-images.server";
import { siteMeta } from "~/view/site-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

export async function loader({ context }: LoaderFunctionArgs) {
  const [products, manifest, settings] = await readWithManifestAndSettings(context, (content) =>
    content.products(),
  );
  const { business, home } = settings;
  const slides = home.heroSlides.map((slide) => ({
    image: resolveImage(slide.imageUrl, manifest),
    alt: slide.alt,
  }));
  const featured = products.value
    .filter((product) => product.isFeatured)
    .map((product) => toProductView(product, manifest, settings));
  const meta = [
    ...pageMeta({
      title: `${business.name} | Miel picosa y chile rayado ahumado`,
      description: home.subtitle,
      path: "/",
      image: home.heroSlides[0]?.imageUrl,
      site: siteMeta(settings),
    }),
    jsonLdMeta(organizationJsonLd(settings)),
  ];
  return contentPageData(context, products.source, {
    slides,
    featured,
    source: products.source,
    meta,
    copy: {
      hero: { ...heroCopy, subtitle: home.subtitle },
      featured: featuredCopy,
      philosophy: {
        ...philosophy,
        title: home.philosophyTitle,
        paragraphs: home.philosophyParagraphs,
      },
    },
  });
}

export default function Home() {
  return <HomeSections {...useLoaderData<typeof loader>()} />;
}

/**
 * The page drawn from its loader's data alone: a change of the router's
 * state that leaves the data as it was (route discovery after hydration)
 * does not draw it again (docs/decisions/029-main-thread-work.md).
 */
const HomeSections = memo(function HomeSections({
  slides,
  featured,
  source,
  copy,
}: ReturnType<typeof useLoaderData<typeof loader>>) {
  return (
    <>
      <HomeHero slides={slides} copy={copy.hero} />
      <FeaturedProducts
        products={featured}
        copy={copy.featured}
        notice={<StaticCopyNotice source={source} />}
      />
      <PhilosophySection copy={copy.philosophy} />
    </>
  );
});
