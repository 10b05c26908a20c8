import { lazy, memo, Suspense } from "react";
import { HeroCarousel, type HeroSlideView } from "~/components/HeroCarousel";
import ServerHeroCaption, { type HeroCaptionCopy } from "~/components/HeroCaption";
import { useSiteBusiness } from "~/components/useSiteBusiness";

/**
 * The caption as the browser draws it, in a file of its own: the server's
 * markup serves the page it sent (the carousel keeps it), so only a home page
 * drawn after a navigation in the page downloads it
 * (docs/decisions/023-public-javascript-budget.md).
 */
const HeroCaption = import.meta.env.SSR
  ? ServerHeroCaption
  : lazy(() => import("~/components/HeroCaption"));

/** The home hero: brand name, invitation and the three buttons over the slides. */
export const HomeHero = memo(function HomeHero({
  slides,
  copy,
}: {
  slides: readonly HeroSlideView[];
  copy: HeroCaptionCopy;
}) {
  const business = useSiteBusiness();
  return (
    <HeroCarousel slides={slides} captionContent={JSON.stringify([business, copy])}>
      <Suspense fallback={null}>
        <HeroCaption copy={copy} />
      </Suspense>
    </HeroCarousel>
  );
});
