import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClosingCallout } from "~/components/ClosingCallout";
import { ContentFigure } from "~/components/ContentFigure";
import { ContentPage } from "~/components/ContentPage";
import { ContentSection } from "~/components/ContentSection";
import { loaderCacheControl } from "~/http/cache-headers.server";
import { storyPageLoader } from "~/controllers/story-page.server";
import { loaderMeta } from "~/view/loader-meta";
import { sustainabilityContent } from "~/view/story-content";
import { withoutScripts } from "~/view/page-scripts";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

/** Text, pictures and links alone: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

export const loader = storyPageLoader("/sustainability", sustainabilityContent, "domes");

/** 'Calidad y Sustentabilidad': how the chili is grown. */
export default function Sustainability() {
  const { images, content } = useLoaderData<typeof loader>();
  return (
    <ContentPage width="max-w-4xl space-y-12" title={content.title} intro={content.intro}>
      <ContentFigure image={images.domes} content={content.images.domes} priority />
      {content.topics.map(({ icon, ...block }, index) => (
        <ContentSection key={index} block={block} icon={icon} />
      ))}
      <ClosingCallout id="cierre" block={content.closing} link={content.productsLink} />
    </ContentPage>
  );
}
