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
import { sustainability } from "~/content/sustainability";
import { staticPageCacheHeaders } from "~/http/cache-headers.server";
import { resolveContentImages } from "~/view/content-images.server";
import { pageMeta } from "~/view/seo";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => loaderData?.meta ?? [];

export async function loader({ context }: LoaderFunctionArgs) {
  const [images, headers] = await Promise.all([
    resolveContentImages(context.cloudflare.env, { domes: sustainability.image }),
    staticPageCacheHeaders(context),
  ]);
  const meta = pageMeta({
    title: sustainability.title,
    description: sustainability.description,
    path: "/sustainability",
    image: sustainability.image.src,
    type: "article",
  });
  return data({ images, meta, content: sustainability }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** 'Calidad y Sustentabilidad': how the chili is grown. */
export default function Sustainability() {
  const { images, content } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
      <ContentPageHeader title={content.title} intro={content.intro} />
      <ContentFigure image={images.domes} content={content.image} priority />
      {content.topics.map(({ icon, ...block }) => (
        <ContentSection key={block.heading} block={block} icon={icon} />
      ))}
      <ClosingCallout id="cierre" block={content.closing} link={content.productsLink} />
    </article>
  );
}
