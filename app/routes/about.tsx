import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentFigure } from "~/components/ContentFigure";
import { ContentPageHeader } from "~/components/ContentPageHeader";
import { ContentSection } from "~/components/ContentSection";
import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import { story } from "~/content/story";
import { staticPageCacheHeaders } from "~/http/cache-headers.server";
import { resolveContentImages } from "~/view/content-images.server";
import { pageMeta } from "~/view/seo";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => loaderData?.meta ?? [];

export async function loader({ context }: LoaderFunctionArgs) {
  const [images, headers] = await Promise.all([
    resolveContentImages(context.cloudflare.env, story.images),
    staticPageCacheHeaders(context),
  ]);
  const meta = pageMeta({
    title: story.title,
    description: story.description,
    path: "/about",
    image: story.images.domes.src,
    type: "article",
  });
  return data({ images, meta, content: story }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** 'Nuestra Historia': how and where the producer started. */
export default function About() {
  const { images, content } = useLoaderData<typeof loader>();
  const [beginning, domes, ...rest] = content.sections;
  return (
    <article className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
      <ContentPageHeader title={content.title} intro={content.intro} />
      <ContentFigure image={images.domes} content={content.images.domes} priority />
      {beginning ? <ContentSection block={beginning} /> : null}
      {domes ? <ContentSection block={domes} /> : null}
      <ContentFigure image={images.smoking} content={content.images.smoking} />
      {rest.map((block) => (
        <ContentSection key={block.heading} block={block} />
      ))}
      <p className="text-center">
        <Button to={content.closingLink.to}>
          {content.closingLink.label}
          <Icon name="arrowRight" className="size-4" />
        </Button>
      </p>
    </article>
  );
}
