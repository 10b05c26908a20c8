import { SiteImage } from "~/components/SiteImage";
import type { ContentImage } from "~/content/page-content";
import type { ResolvedImage } from "~/view/image-resolution";

/**
 * A wide picture of a content page in a 16:9 frame (the stand-ins are
 * 1920×1080), with its caption when the content module gives one.
 */
export function ContentFigure({
  image,
  content,
  priority = false,
}: {
  image: ResolvedImage | null;
  content: ContentImage;
  priority?: boolean;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-honey-200 bg-white shadow-sm">
      <SiteImage
        image={image}
        alt={content.alt}
        priority={priority}
        sizes="(min-width: 1024px) 960px, 100vw"
        className="aspect-video w-full"
        imageClassName="object-cover"
      />
      {content.caption ? (
        <figcaption className="px-4 py-3 text-sm text-stone-700">{content.caption}</figcaption>
      ) : null}
    </figure>
  );
}
