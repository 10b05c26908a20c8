import { memo } from "react";
import { ServerMarkup } from "~/components/ServerMarkup";
import { serverDrawnPart } from "~/components/serverDrawnPart";
import { ServingIdeasList as ServerServingIdeasList } from "~/components/ServingIdeasList";
import type { ServingIdeaGroup } from "~/content/serving-idea-groups";
import { SERVING_IDEAS_ANCHOR, servingIdeasCopy } from "~/content/serving-ideas";
import { TitledSection } from "~/components/ui/TitledSection";

/** The list, in a file of its own (serverDrawnPart). */
const ServingIdeasList = serverDrawnPart(import.meta.env.SSR ? ServerServingIdeasList : null, () =>
  import("~/components/ServingIdeasList").then((module) => module.ServingIdeasList),
);

/**
 * The serving ideas on a 'miel picosa' product page: the target of the home
 * page's link. The ideas come with the page's loader data; their list keeps
 * the server's markup (ServerMarkup).
 */
export const ProductServingIdeas = memo(function ProductServingIdeas({
  groups,
}: {
  groups: readonly ServingIdeaGroup[];
}) {
  return (
    <TitledSection
      id={SERVING_IDEAS_ANCHOR}
      headingId="usos-titulo"
      heading={servingIdeasCopy.title}
      className="mt-16 scroll-mt-28 rounded-2xl bg-white/80 p-6 shadow-sm sm:p-8"
      headingClassName="font-serif text-3xl font-bold text-smoke-900"
    >
      <p className="mt-2 text-lg text-stone-700">{servingIdeasCopy.description}</p>
      <ServerMarkup id="usos-lista" content={groups} className="mt-6">
        <ServingIdeasList groups={groups} />
      </ServerMarkup>
    </TitledSection>
  );
});
