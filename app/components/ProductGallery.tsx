import { memo } from "react";
import { SiteImage } from "~/components/SiteImage";
import type { ProductImageView } from "~/view/product-view.server";

/**
 * Every picture of a product, main one first and loaded with priority; no
 * script needed to see them all.
 */
export const ProductGallery = memo(function ProductGallery({
  images,
}: {
  images: readonly ProductImageView[];
}) {
  const [main, ...others] = images;
  if (!main) return null;
  return (
    <div className="flex flex-col gap-4">
      <SiteImage
        image={main.image}
        alt={main.alt}
        sizes="(min-width: 1024px) 40rem, 100vw"
        priority
        className="aspect-square w-full rounded-2xl shadow-md"
        imageClassName={main.isFallback ? "object-contain p-12" : "object-cover"}
      />
      {others.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {others.map((image, index) => (
            <li key={`${image.image?.src ?? "sin-imagen"}-${index}`}>
              <SiteImage
                image={image.image}
                alt={image.alt}
                sizes="(min-width: 1024px) 13rem, (min-width: 640px) 33vw, 50vw"
                className="aspect-square w-full rounded-xl shadow"
                imageClassName="object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
