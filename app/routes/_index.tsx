import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FeaturedProducts } from "~/components/FeaturedProducts";
import { HomeHero } from "~/components/HomeHero";
import { PhilosophySection } from "~/components/PhilosophySection";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { business } from "~/content/business";
import { featuredCopy, heroCopy, heroSlides, philosophy } from "~/content/home";
import { contentPageData, loaderCacheControl } from "~/http/cache-headers.server";
import { resolveImage } from "~/view/image-resolution";
import { toProductView } from "~/view/product-view.server";
import { jsonLdMeta, pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { organizationJsonLd } from "~/view/structured-data.server";
import { readWithImageManifest } from "~/view/content-images.server";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

export async function loader({ context }: LoaderFunctionArgs) {
  const [products, manifest] = await readWithImageManifest(context, (content) =>
    content.products(),
  );
  const slides = heroSlides.map((slide) => ({
    image: resolveImage(slide.url, manifest),
    alt: slide.alt,
  }));
  const featured = products.value
    .filter((product) => product.isFeatured)
    .map((product) => toProductView(product, manifest));
  const meta = [
    ...pageMeta({
      title: `${business.brandName} | Miel picosa y chile rayado ahumado`,
      description: heroCopy.subtitle,
      path: "/",
      image: heroSlides[0]?.url,
    }),
    jsonLdMeta(organizationJsonLd()),
  ];
  return contentPageData(context, products.source, {
    slides,
    featured,
    source: products.source,
    meta,
    copy: { hero: heroCopy, featured: featuredCopy, philosophy },
  });
}

export default function Home() {
  const { slides, featured, source, copy } = useLoaderData<typeof loader>();
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
}
