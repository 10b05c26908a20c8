import { memo, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/Icon";
import { ServerMarkup } from "~/components/ServerMarkup";
import { SiteImage } from "~/components/SiteImage";
import { watchSiteImage, watchSiteImages } from "~/components/watch-site-image";
import { useHydrated } from "~/components/useHydrated";
import type { ProductImageView } from "~/view/product-view.server";

const arrowClass =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-honey-900 shadow-md transition-colors hover:bg-white";

interface PicturesProps {
  id: string;
  images: readonly ProductImageView[];
  sizes: string;
  priority: boolean;
}

/**
 * The pictures as markup React does not hydrate (ServerMarkup): the first
 * one shown, and with more than one each of them in a `<template>`, inert
 * (nothing loaded, nothing announced) until the carousel shows it.
 */
const CarouselPictures = memo(function CarouselPictures({
  id,
  images,
  sizes,
  priority,
}: PicturesProps) {
  const picture = (image: ProductImageView, index: number) => (
    <SiteImage
      image={image.image}
      alt={image.alt}
      sizes={sizes}
      priority={priority && index === 0}
      className="aspect-square w-full"
      imageClassName={image.isFallback ? "object-contain p-10" : "object-cover"}
    />
  );
  const first = images[0];
  return (
    <ServerMarkup id={id} content={[images, sizes, priority]} enhance={watchSiteImages}>
      {first && picture(first, 0)}
      {images.length > 1 &&
        images.map((image, index) => (
          <template key={index} data-picture={index}>
            {picture(image, index)}
          </template>
        ))}
    </ServerMarkup>
  );
});

/**
 * Shows picture `index` of the carousel's markup in place of the one shown:
 * a fresh copy of its template, loading and fading in as SiteImage does.
 */
function showPicture(pictures: HTMLElement, index: number): void {
  const shown = pictures.querySelector(":scope > :not(template)");
  const template = pictures.querySelector<HTMLTemplateElement>(
    `:scope > template[data-picture="${index}"]`,
  );
  // Drawn by React in the browser, a template's markup is its children.
  const source = template?.content.firstElementChild ?? template?.firstElementChild;
  if (!shown || !source) return;
  const picture = source.cloneNode(true) as Element;
  shown.replaceWith(picture);
  const image = picture.querySelector<HTMLImageElement>("img.site-image");
  if (image) watchSiteImage(image);
}

/**
 * The pictures of a product card: previous/next buttons and dots
 * when there is more than one, the index wrapping both ways. Without
 * JavaScript only the main picture shows (the product page has them all),
 * so no dead controls are drawn before hydration. The pictures are the
 * server's markup, not hydrated; the controls are React's, and swap the
 * picture shown (docs/decisions/029-main-thread-work.md, fourth pass).
 */
export function ProductImageCarousel({
  id,
  images,
  productName,
  sizes,
  priority = false,
}: {
  /** The pictures' element, unique on the page. */
  id: string;
  images: readonly ProductImageView[];
  productName: string;
  sizes: string;
  /** The first picture is the page's largest: load it at once. */
  priority?: boolean;
}) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const shownIndex = useRef(0);
  const group = useRef<HTMLDivElement>(null);
  const count = images.length;

  useEffect(() => {
    const pictures = group.current?.querySelector<HTMLElement>(`:scope > [id="${id}"]`);
    if (index === shownIndex.current || !pictures) return;
    shownIndex.current = index;
    showPicture(pictures, index);
  }, [id, index]);

  if (count === 0) return null;
  const interactive = hydrated && count > 1;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div
      ref={group}
      role="group"
      aria-roledescription="carrusel"
      aria-label={`Imágenes de ${productName}`}
      className="relative"
    >
      <CarouselPictures id={id} images={images} sizes={sizes} priority={priority} />
      {interactive && (
        <>
          <button
            type="button"
            aria-label="Imagen anterior"
            onClick={() => show(index - 1)}
            className={`${arrowClass} left-2`}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            aria-label="Imagen siguiente"
            onClick={() => show(index + 1)}
            className={`${arrowClass} right-2`}
          >
            <Icon name="chevronRight" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {images.map((image, dot) => (
              <button
                key={dot}
                type="button"
                aria-label={`Mostrar imagen ${dot + 1} de ${count}`}
                aria-current={dot === index ? "true" : undefined}
                onClick={() => show(dot)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full border border-honey-900/40 shadow ${
                    dot === index ? "bg-honey-700" : "bg-white/90 group-hover:bg-honey-200"
                  }`}
                />
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            Imagen {index + 1} de {count}
          </p>
        </>
      )}
    </div>
  );
}
