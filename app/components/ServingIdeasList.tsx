import type { ServingIdeaGroup } from "~/content/serving-idea-groups";

/** The five groups of serving ideas (content/serving-idea-groups.ts), each with its own heading. */
export function ServingIdeasList({
  groups,
  headingLevel = 3,
}: {
  groups: readonly ServingIdeaGroup[];
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.title} className="rounded-xl border border-honey-200 bg-honey-50 p-4">
          <Heading className="font-serif text-lg font-bold text-honey-900">{group.title}</Heading>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 marker:text-honey-700">
            {group.ideas.map((idea) => (
              <li key={idea}>{idea}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
