import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClosingCallout } from "~/components/ClosingCallout";
import { ContentFigure } from "~/components/ContentFigure";
import { ContentPageHeader } from "~/components/ContentPageHeader";
import { ContentSection } from "~/components/ContentSection";
import { FeatureCard } from "~/components/FeatureCard";
import { smokedChili } from "~/content/smoked-chili";
import { staticPageCacheHeaders } from "~/http/cache-headers.server";
import { resolveContentImages } from "~/view/content-images.server";
import { pageMeta } from "~/view/seo";

const pictures = { sierra: smokedChili.sierraImage, smoking: smokedChili.smokingImage };

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => loaderData?.meta ?? [];

export async function loader({ context }: LoaderFunctionArgs) {
  const [images, headers] = await Promise.all([
    resolveContentImages(context.cloudflare.env, pictures),
    staticPageCacheHeaders(context),
  ]);
  const meta = pageMeta({
    title: smokedChili.title,
    description: smokedChili.description,
    path: "/smoked-chili",
    image: smokedChili.smokingImage.src,
    type: "article",
  });
  return data({ images, meta, content: smokedChili }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The story of the smoked striped chili. */
export default function SmokedChili() {
  const { images, content } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 sm:py-16">
      <ContentPageHeader title={content.title} intro={content.intro} />
      <ContentFigure image={images.sierra} content={content.sierraImage} priority />
      <div className="mx-auto max-w-3xl">
        <ContentSection block={content.treasure} />
      </div>
      <section aria-labelledby="caracteristicas-titulo">
        <h2
          id="caracteristicas-titulo"
          className="text-center font-serif text-3xl font-bold text-honey-900"
        >
          {content.featuresHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.features.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
      </section>
      <ContentFigure image={images.smoking} content={content.smokingImage} />
      <ClosingCallout id="cierre" block={content.closing} link={content.closingLink} />
    </article>
  );
}
