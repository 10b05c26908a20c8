import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import type { ContentBlock, ContentLink } from "~/content/page-content";
import { Paragraphs } from "~/components/ui/Paragraphs";
import { TitledSection } from "~/components/ui/TitledSection";

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
    <TitledSection
      headingId={`${id}-titulo`}
      heading={block.heading}
      className="mx-auto max-w-3xl rounded-2xl bg-honey-100 px-6 py-10 text-center sm:px-10"
    >
      <Paragraphs texts={block.paragraphs} className="mt-4 leading-relaxed text-stone-800" />
      <p className="mt-6">
        <Button to={link.to}>
          {link.label}
          <Icon name="arrowRight" className="size-4" />
        </Button>
      </p>
    </TitledSection>
  );
}
