import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import type { ContentBlock, ContentLink } from "~/content/page-content";

/** The highlighted last section of a content page, ending in one button. */
export function ClosingCallout({
  id,
  block,
  link,
}: {
  id: string;
  block: ContentBlock;
  link: ContentLink;
}) {
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="mx-auto max-w-3xl rounded-2xl bg-honey-100 px-6 py-10 text-center sm:px-10"
    >
      <h2 id={`${id}-titulo`} className="font-serif text-3xl font-bold text-honey-900">
        {block.heading}
      </h2>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-stone-800">
          {paragraph}
        </p>
      ))}
      <p className="mt-6">
        <Button to={link.to}>
          {link.label}
          <Icon name="arrowRight" className="size-4" />
        </Button>
      </p>
    </section>
  );
}
