/** A select's choice: the value in the URL and its label. */
export type FilterOption = readonly [value: string, label: string];

/** One filter: a labelled select whose first option, blank, means all. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly FilterOption[];
}) {
  return (
    <div className="min-w-44 flex-1 space-y-1 sm:flex-none">
      <label htmlFor={id} className="block font-semibold text-smoke-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        className="block min-h-11 w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-smoke-900"
      >
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
