import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClosingCallout } from "~/components/ClosingCallout";
import { ContentFigure } from "~/components/ContentFigure";
import { ContentPage } from "~/components/ContentPage";
import { ContentSection } from "~/components/ContentSection";
import { Icon } from "~/components/Icon";
import type { Feature } from "~/content/page-content";
import { loaderCacheControl } from "~/http/cache-headers.server";
import { storyPageLoader } from "~/controllers/story-page.server";
import { loaderMeta } from "~/view/loader-meta";
import { smokedChiliContent } from "~/view/story-content";
import { TitledSection } from "~/components/ui/TitledSection";
import { withoutScripts } from "~/view/page-scripts";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

/** Text, pictures and links alone: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

export const loader = storyPageLoader("/smoked-chili", smokedChiliContent, "smoking");

/** The story of the smoked striped chili. */
export default function SmokedChili() {
  const { images, content } = useLoaderData<typeof loader>();
  return (
    <ContentPage width="max-w-5xl space-y-14" title={content.title} intro={content.intro}>
      <ContentFigure image={images.sierra} content={content.images.sierra} priority />
      <div className="mx-auto max-w-3xl">
        <ContentSection block={content.treasure} />
      </div>
      <TitledSection
        headingId="caracteristicas-titulo"
        heading={content.featuresHeading}
        headingClassName="text-center font-serif text-3xl font-bold text-honey-900"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.features.map((feature, index) => (
            <FeatureCard key={index} feature={feature} />
          ))}
        </ul>
      </TitledSection>
      <ContentFigure image={images.smoking} content={content.images.smoking} />
      <ClosingCallout id="cierre" block={content.closing} link={content.closingLink} />
    </ContentPage>
  );
}

/** One highlight of a feature list: icon, h3 title and a sentence. */
function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className="rounded-2xl border border-honey-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-honey-100 text-chili-700">
        <Icon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-4 font-serif text-xl font-bold text-honey-900">{feature.title}</h3>
      <p className="mt-2 leading-relaxed text-stone-700">{feature.text}</p>
    </li>
  );
}
