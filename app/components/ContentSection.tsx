import { Icon, type IconName } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import type { ContentBlock } from "~/content/page-content";
import { Paragraphs } from "~/components/ui/Paragraphs";

/**
 * A section of running text under an h2: paragraphs, optional bullet points
 * and an optional link shown as a button.
 */
export function ContentSection({
  block,
  icon,
  id,
}: {
  block: ContentBlock;
  icon?: IconName;
  id?: string;
}) {
  return (
    <section aria-labelledby={id ? `${id}-titulo` : undefined} id={id} className="space-y-4">
      <h2
        id={id ? `${id}-titulo` : undefined}
        className="flex items-center gap-3 font-serif text-2xl font-bold text-honey-900 sm:text-3xl"
      >
        {icon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-honey-100 text-chili-700">
            <Icon name={icon} className="size-5" />
          </span>
        ) : null}
        {block.heading}
      </h2>
      <Paragraphs texts={block.paragraphs} className="leading-relaxed text-stone-700" />
      {block.points && block.points.length > 0 ? (
        <ul className="space-y-2 pl-1">
          {block.points.map((point, index) => (
            <li key={index} className="flex gap-3 leading-relaxed text-stone-700">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rotate-45 bg-honey-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {block.link ? (
        <p className="pt-2">
          <Button to={block.link.to} variant="secondary">
            {block.link.label}
            <Icon name="arrowRight" className="size-4" />
          </Button>
        </p>
      ) : null}
    </section>
  );
}
