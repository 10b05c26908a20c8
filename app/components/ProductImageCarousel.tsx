import { useState } from "react";
import { Icon } from "~/components/Icon";
import { SiteImage } from "~/components/SiteImage";
import { useHydrated } from "~/components/useHydrated";
import type { ProductImageView } from "~/view/product-view.server";

const arrowClass =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-honey-900 shadow-md transition-colors hover:bg-white";

/**
 * The pictures of a product card: previous/next buttons and dots
 * when there is more than one, the index wrapping both ways. Without
 * JavaScript only the main picture shows (the product page has them all),
 * so no dead controls are drawn before hydration.
 */
export function ProductImageCarousel({
  images,
  productName,
  sizes,
  priority = false,
}: {
  images: readonly ProductImageView[];
  productName: string;
  sizes: string;
  /** The first picture is the page's largest: load it at once. */
  priority?: boolean;
}) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;
  const interactive = hydrated && count > 1;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div
      role="group"
      aria-roledescription="carrusel"
      aria-label={`Imágenes de ${productName}`}
      className="relative"
    >
      <SiteImage
        key={index}
        image={current.image}
        alt={current.alt}
        sizes={sizes}
        priority={priority && index === 0}
        className="aspect-square w-full"
        imageClassName={current.isFallback ? "object-contain p-10" : "object-cover"}
      />
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
