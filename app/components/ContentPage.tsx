import type { ReactNode } from "react";
import { Paragraphs } from "~/components/ui/Paragraphs";

/** A content page: its centred column, its one h1 and the introduction, then the page. */
export function ContentPage({
  as: Element = "article",
  width,
  title,
  intro,
  children,
}: {
  as?: "article" | "div";
  /** The column's width and the space between its blocks, e.g. "max-w-4xl space-y-12". */
  width: string;
  title: string;
  intro: string | readonly string[];
  children: ReactNode;
}) {
  return (
    <Element className={`mx-auto ${width} px-4 py-12 sm:px-6 sm:py-16`}>
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="font-serif text-4xl font-bold tracking-tight text-honey-900 sm:text-5xl">
          {title}
        </h1>
        <Paragraphs
          texts={typeof intro === "string" ? [intro] : intro}
          className="mt-5 text-lg leading-relaxed text-stone-700"
        />
      </header>
      {children}
    </Element>
  );
}
