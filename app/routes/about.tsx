import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentFigure } from "~/components/ContentFigure";
import { ContentPage } from "~/components/ContentPage";
import { ContentSection } from "~/components/ContentSection";
import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import { loaderCacheControl } from "~/http/cache-headers.server";
import { storyPageLoader } from "~/controllers/story-page.server";
import { loaderMeta } from "~/view/loader-meta";
import { aboutContent } from "~/view/story-content";
import { withoutScripts } from "~/view/page-scripts";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

/** Text, pictures and links alone: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

export const loader = storyPageLoader("/about", aboutContent, "domes");

/** 'Nuestra Historia': how and where the producer started. */
export default function About() {
  const { images, content } = useLoaderData<typeof loader>();
  const [beginning, domes, ...rest] = content.sections;
  return (
    <ContentPage width="max-w-4xl space-y-12" title={content.title} intro={content.intro}>
      <ContentFigure image={images.domes} content={content.images.domes} priority />
      {beginning ? <ContentSection block={beginning} /> : null}
      {domes ? <ContentSection block={domes} /> : null}
      <ContentFigure image={images.smoking} content={content.images.smoking} />
      {rest.map((block, index) => (
        <ContentSection key={index} block={block} />
      ))}
      <p className="text-center">
        <Button to={content.closingLink.to}>
          {content.closingLink.label}
          <Icon name="arrowRight" className="size-4" />
        </Button>
      </p>
    </ContentPage>
  );
}
