import { memo } from "react";
import { HeroCarousel, type HeroSlideView } from "~/components/HeroCarousel";
import ServerHeroCaption, { type HeroCaptionCopy } from "~/components/HeroCaption";
import { serverDrawnPart } from "~/components/serverDrawnPart";
import { useSiteBusiness } from "~/components/useSiteBusiness";

/** The caption: the carousel keeps the server's markup of it. */
const HeroCaption = serverDrawnPart(import.meta.env.SSR ? ServerHeroCaption : null, () =>
  import("~/components/HeroCaption").then((module) => module.default),
);

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
    <HeroCarousel slides={slides} captionContent={[business, copy]}>
      <HeroCaption copy={copy} />
    </HeroCarousel>
  );
});
