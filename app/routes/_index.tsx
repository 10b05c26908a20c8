import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FeaturedProducts } from "~/components/FeaturedProducts";
import { HomeHero } from "~/components/HomeHero";
import { JsonLd } from "~/components/JsonLd";
import { PhilosophySection } from "~/components/PhilosophySection";
import { business } from "~/content/business";
import { heroCopy, heroSlides } from "~/content/home";
import { publicCacheHeaders } from "~/lib/cache.server";
import { resolveImage } from "~/lib/image-resolution";
import { toProductView, type ProductView } from "~/lib/product-view.server";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { listProducts } from "~/services/catalog.server";
import { readImageManifest } from "~/services/images.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: `${business.brandName} | Miel picosa y chile rayado ahumado`,
    description: heroCopy.subtitle,
    path: "/",
    image: heroSlides[0]?.url,
  });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const manifest = await readImageManifest(context.cloudflare.env);
  const slides = heroSlides.map((slide) => ({
    image: resolveImage(slide.url, manifest),
    alt: slide.alt,
  }));
  let featured: ProductView[] | null;
  try {
    const products = await listProducts(context.db);
    featured = products
      .filter((product) => product.isFeatured)
      .map((product) => toProductView(product, manifest));
  } catch (error) {
    // The home page still renders; the section says the products could not be read.
    console.error("Could not list the featured products", error);
    featured = null;
  }
  const cacheHeaders: Record<string, string> =
    featured === null ? { "Cache-Control": "no-store" } : await publicCacheHeaders(context);
  return data({ slides, featured, organization: organizationJsonLd() }, { headers: cacheHeaders });
}

export default function Home() {
  const { slides, featured, organization } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={organization} />
      <HomeHero slides={slides} />
      <FeaturedProducts products={featured} />
      <PhilosophySection />
    </>
  );
}
