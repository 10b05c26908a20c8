import { memo, useEffect, useState, type FocusEvent, type ReactNode } from "react";
import { Icon } from "~/components/Icon";
import { ServerMarkup } from "~/components/ServerMarkup";
import { SiteImage } from "~/components/SiteImage";
import { useHydrated } from "~/components/useHydrated";
import { watchSiteImages } from "~/components/watch-site-image";
import { usePrefersReducedMotion } from "~/components/usePrefersReducedMotion";
import type { ResolvedImage } from "~/view/image-resolution";

/** A slide's time on screen; the fade and the zoom are the classes below. */
const HERO_INTERVAL_MS = 5000;

export interface HeroSlideView {
  image: ResolvedImage | null;
  alt: string;
}

const SLIDES_ID = "portada-diapositivas";

/** A slide's classes: the shown one opaque, zooming once the page's script runs. */
function slideClasses(active: boolean, zooming: boolean): { slide: string; zoom: string } {
  return {
    slide: `absolute inset-0 transition-opacity duration-1000 ${active ? "opacity-100" : "opacity-0"}`,
    zoom: `h-full w-full motion-safe:transition-transform ${
      active && zooming
        ? "duration-[8000ms] ease-linear motion-safe:scale-110"
        : "scale-100 delay-1000 duration-0"
    }`,
  };
}

/**
 * The slides as the server draws them, the first one shown: markup React
 * does not hydrate (ServerMarkup); `showSlide` moves the slide shown.
 */
const HeroSlides = memo(function HeroSlides({
  slides,
  live,
}: {
  slides: readonly HeroSlideView[];
  live: "off" | "polite";
}) {
  return (
    <ServerMarkup
      id={SLIDES_ID}
      content={slides}
      enhance={watchSiteImages}
      aria-live={live}
      className="absolute inset-0 -z-10"
    >
      {slides.map((slide, slideIndex) => {
        const classes = slideClasses(slideIndex === 0, false);
        return (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${slideIndex + 1} de ${slides.length}`}
            aria-hidden={slideIndex !== 0}
            data-active={slideIndex === 0}
            className={classes.slide}
          >
            <div className={classes.zoom}>
              <SiteImage
                image={slide.image}
                alt={slide.alt}
                sizes="100vw"
                priority={slideIndex === 0}
                className="h-full w-full"
                imageClassName="object-cover"
              />
            </div>
          </div>
        );
      })}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-smoke-900/70 via-smoke-900/55 to-smoke-900/80"
      />
    </ServerMarkup>
  );
});

/** Shows slide `index` (its picture zooming once the page's script runs), hides the others. */
function showSlide(index: number, zooming: boolean): void {
  const slides = document.querySelectorAll<HTMLElement>(
    `#${SLIDES_ID} > [aria-roledescription="diapositiva"]`,
  );
  slides.forEach((slide, slideIndex) => {
    const active = slideIndex === index;
    const classes = slideClasses(active, zooming);
    slide.setAttribute("aria-hidden", String(!active));
    slide.dataset.active = String(active);
    slide.className = classes.slide;
    if (slide.firstElementChild) slide.firstElementChild.className = classes.zoom;
  });
}

/**
 * The home hero (docs/decisions/015-carousels.md): background slides
 * that advance every 5 s with a 1 s fade and a slow 8 s zoom, dots to pick
 * a slide and a visible pause/play control. It pauses while hovered or
 * while focus is inside (other than on the control itself), and does not
 * advance by itself when the visitor prefers reduced motion. Without
 * JavaScript the first slide simply stays, with no dots.
 */
export function HeroCarousel({
  slides,
  captionContent,
  children,
}: {
  slides: readonly HeroSlideView[];
  /** What the caption (`children`) is drawn from: it keeps the server's markup (ServerMarkup). */
  captionContent: unknown;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const paused = userPaused ?? reducedMotion;
  const rotating = hydrated && count > 1 && !paused && !hovered && !focused;

  useEffect(() => showSlide(index, hydrated), [index, hydrated]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      HERO_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.heroToggle === undefined)
      setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(
      event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
    )) {
      setFocused(false);
    }
  };
  const toggle = () => {
    if (paused) {
      // An explicit "play" wins over the pause the click's own hover and focus caused.
      setHovered(false);
      setFocused(false);
    }
    setUserPaused(!paused);
  };

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Presentación"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      className="surface-dark relative isolate h-[400px] overflow-hidden bg-smoke-900 sm:h-[500px] md:h-[600px] lg:h-[700px]"
    >
      <HeroSlides slides={slides} live={rotating ? "off" : "polite"} />
      <ServerMarkup
        id="portada-texto"
        content={captionContent}
        className="flex h-full flex-col items-center justify-center px-4 pb-12 text-center sm:px-6"
      >
        {children}
      </ServerMarkup>
      {/* Drawn once React runs: before that the dots and the control could do nothing. */}
      {hydrated && count > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slideIndex}
              type="button"
              aria-label={`Ir a la imagen ${slideIndex + 1}`}
              aria-current={slideIndex === index ? "true" : undefined}
              onClick={() => setIndex(slideIndex)}
              className="group inline-flex h-8 min-w-8 items-center justify-center rounded-full px-1"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all duration-300 ${
                  slideIndex === index
                    ? "w-8 bg-honey-300"
                    : "w-2.5 bg-white/80 group-hover:bg-white"
                }`}
              />
            </button>
          ))}
          <button
            type="button"
            data-hero-toggle=""
            aria-label={paused ? "Reanudar presentación" : "Pausar presentación"}
            title={paused ? "Reanudar presentación" : "Pausar presentación"}
            onClick={toggle}
            className="ml-2 inline-flex size-9 items-center justify-center rounded-full border border-white/70 bg-smoke-900/60 text-white transition-colors hover:bg-smoke-900/80"
          >
            <Icon name={paused ? "play" : "pause"} className="size-4" />
          </button>
        </div>
      )}
    </section>
  );
}
