/** A tab's title and, under it, what the tab is for. */
export function AdminTabIntro({ title, description }: { title: string; description?: string }) {
  return (
    <header className="space-y-1">
      <h2 className="text-2xl font-semibold text-smoke-900">{title}</h2>
      {description ? <p className="text-stone-700">{description}</p> : null}
    </header>
  );
}
