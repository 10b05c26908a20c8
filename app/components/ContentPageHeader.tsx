/** The top of a content page: its one h1 and the introduction. */
export function ContentPageHeader({
  title,
  intro,
}: {
  title: string;
  intro: string | readonly string[];
}) {
  const paragraphs = typeof intro === "string" ? [intro] : intro;
  return (
    <header className="mx-auto max-w-3xl text-center">
      <h1 className="font-serif text-4xl font-bold tracking-tight text-honey-900 sm:text-5xl">
        {title}
      </h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-5 text-lg leading-relaxed text-stone-700">
          {paragraph}
        </p>
      ))}
    </header>
  );
}
