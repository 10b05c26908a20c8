import { requestInboxCopy as copy } from "~/content/request-inbox";

/** The request's arrival and every status change since, oldest first. */
export function RequestHistory({
  history,
}: {
  history: readonly { label: string; at: string; atLabel: string }[];
}) {
  return (
    <section aria-labelledby="historial-titulo" className="space-y-3">
      <h3 id="historial-titulo" className="text-lg font-semibold text-smoke-900">
        {copy.historyHeading}
      </h3>
      <ol className="space-y-2 border-l-2 border-honey-300 pl-4">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className="font-medium text-smoke-900">{entry.label}</span>{" "}
            <time dateTime={entry.at} className="text-stone-700">
              {entry.atLabel}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
