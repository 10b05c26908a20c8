import { Link } from "@remix-run/react";
import type { philosophy } from "~/content/home";
import { Paragraphs } from "~/components/ui/Paragraphs";

/** The owner's title and paragraphs, and the buttons' labels (content/home.ts). */
export type PhilosophyCopy = {
  [Key in keyof typeof philosophy]: Key extends "paragraphs" ? readonly string[] : string;
};

/** What the philosophy section says: its title, the owner's paragraphs, the two buttons. */
export default function PhilosophyContent({ copy }: { copy: PhilosophyCopy }) {
  return (
    <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
      <h2 id="filosofia" className="font-serif text-3xl font-bold text-smoke-900 sm:text-4xl">
        {copy.title}
      </h2>
      <Paragraphs texts={copy.paragraphs} className="mt-5 text-lg leading-relaxed text-stone-800" />
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          to="/products"
          className="inline-flex min-h-11 items-center rounded-lg bg-chili-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-chili-600"
        >
          {copy.productsLabel}
        </Link>
        <Link
          to="/stores"
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-honey-800 px-6 py-3 font-semibold text-honey-900 transition-colors hover:bg-honey-200"
        >
          {copy.storesLabel}
        </Link>
      </div>
    </div>
  );
}
