/** One entry of an item's history: the state it reached, when, and for an order who moved it and why. */
export interface StatusHistoryEntry {
  label: string;
  at: string;
  atLabel: string;
  by?: string;
  note?: string | null;
}

/** A request's or an order's states, oldest first. */
export function StatusHistory({
  headingId,
  heading,
  history,
}: {
  headingId: string;
  heading: string;
  history: readonly StatusHistoryEntry[];
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-smoke-900">
        {heading}
      </h3>
      <ol className="space-y-2 border-l-2 border-honey-300 pl-4">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="font-medium text-smoke-900">{entry.label}</span>{" "}
            <time dateTime={entry.at} className="text-stone-700">
              {entry.atLabel}
            </time>
            {entry.by ? <span className="text-stone-700"> · {entry.by}</span> : null}
            {entry.note ? <p className="whitespace-pre-line text-stone-800">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
