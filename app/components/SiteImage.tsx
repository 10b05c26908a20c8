import { memo, useCallback, useEffect, useRef, useState } from "react";
import {
  IMAGE_ERROR_TEXT,
  MESSAGE_FRAME_CLASS,
  PICTURE_FRAME_CLASS,
  imageOpacity,
  type SiteImageState,
} from "~/components/site-image-markup";
import type { ResolvedImage } from "~/view/image-resolution";

interface SiteImageProps {
  image: ResolvedImage | null;
  alt: string;
  /** `sizes` for the responsive sources. */
  sizes?: string;
  /** Above the fold: load eagerly with high priority (the hero, a product page). */
  priority?: boolean;
  /** Classes of the frame; give it a size or an aspect ratio. */
  className?: string;
  /** Classes of the <img> (object-fit and the like). */
  imageClassName?: string;
}

/**
 * How every picture is shown: a blurred placeholder until the picture loads,
 * then a 300 ms fade-in; on failure one retry with the original URL, then
 * 'Error al cargar la imagen'; 'URL de imagen inválida' without a usable
 * source. Width and height (or the frame's aspect ratio) reserve the space,
 * so nothing shifts. Without JavaScript the picture simply shows (see the
 * `scripting: none` rule in app.css).
 */
export const SiteImage = memo(function SiteImage({
  image,
  alt,
  sizes,
  priority = false,
  className = "",
  imageClassName = "",
}: SiteImageProps) {
  const [state, setState] = useState<SiteImageState>("loading");
  const [attempt, setAttempt] = useState(0);
  const imgRef = useRef<HTMLImageElement>(null);

  // One retry with the original URL, then the error text.
  const fail = useCallback(() => {
    if (attempt === 0) {
      setAttempt(1);
      setState("retrying");
    } else {
      setState("failed");
    }
  }, [attempt]);

  // An image cached, loaded or broken before hydration fires no onLoad or
  // onError for React: its state is read from the element instead (a lazy
  // picture the browser has not asked for yet has no currentSrc).
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setState("loaded");
    else if (img.currentSrc) fail();
  }, [fail]);

  if (!image) {
    return (
      <div className={`${MESSAGE_FRAME_CLASS} ${className}`} role="img" aria-label={alt}>
        <span aria-hidden="true">URL de imagen inválida</span>
      </div>
    );
  }
  if (state === "failed") {
    return (
      <div className={`${MESSAGE_FRAME_CLASS} ${className}`} role="img" aria-label={alt}>
        <span aria-hidden="true">{IMAGE_ERROR_TEXT}</span>
      </div>
    );
  }

  const retrying = attempt > 0;
  return (
    <div className={`${PICTURE_FRAME_CLASS} ${className}`}>
      {image.placeholder && state !== "loaded" ? (
        // A placeholder is a few dozen pixels wide: blurred here, by the
        // browser, so uploads need no blur from the image service.
        <span
          aria-hidden="true"
          data-placeholder=""
          className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
          style={{ backgroundImage: `url("${image.placeholder}")` }}
        />
      ) : null}
      <img
        key={attempt}
        ref={imgRef}
        src={image.src}
        // The retry asks for the original URL alone, without the variants.
        srcSet={retrying ? undefined : (image.srcSet ?? undefined)}
        sizes={retrying || !image.srcSet ? undefined : sizes}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // React 18 does not know fetchPriority yet; the lower-case attribute passes through.
        {...{ fetchpriority: priority ? "high" : "auto" }}
        onLoad={() => setState("loaded")}
        onError={fail}
        data-state={state}
        // Under reduced motion the picture shows without the fade: each frame
        // of it is main-thread work (docs/decisions/029-main-thread-work.md).
        className={`site-image relative h-full w-full transition-opacity duration-300 motion-reduce:transition-none ${imageOpacity(
          state,
          priority,
        )} ${imageClassName}`}
      />
    </div>
  );
});
