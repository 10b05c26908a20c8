import { SiteImage } from "~/components/SiteImage";
import { absoluteImageUrl, type ResolvedImage } from "~/view/image-resolution";

export interface UploadedImageItem {
  src: string;
  image: ResolvedImage | null;
}

/** The images uploaded so far (from the manifest), with their URLs. */
export function UploadedImageList({
  images,
  origin,
}: {
  images: readonly UploadedImageItem[];
  /** The site's scheme and host: each URL is shown absolute, ready to paste. */
  origin: string;
}) {
  return (
    <section aria-labelledby="uploaded-images-title" className="space-y-3">
      <h3 id="uploaded-images-title" className="text-lg font-semibold text-smoke-900">
        {`Imágenes subidas (${images.length})`}
      </h3>
      {images.length === 0 ? (
        <p className="text-stone-700">Todavía no se ha subido ninguna imagen.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((item) => (
            <li
              key={item.src}
              className="space-y-2 rounded-lg border border-honey-200 bg-white p-3"
            >
              <SiteImage
                image={item.image}
                alt=""
                sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
                className="aspect-square w-full rounded-md bg-honey-50"
                imageClassName="object-contain"
              />
              <p className="font-mono text-xs break-all text-smoke-900">
                {absoluteImageUrl(item.src, origin)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
