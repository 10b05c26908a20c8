/** A friendly message where a list has nothing to show yet. */
export function EmptyNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-honey-300 bg-white/80 px-6 py-10 text-center">
      <p className="font-serif text-xl font-bold text-honey-900">{title}</p>
      <p className="mt-2 text-stone-700">{text}</p>
    </div>
  );
}
