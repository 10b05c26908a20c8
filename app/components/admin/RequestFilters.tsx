import { Form, Link } from "@remix-run/react";
import {
  REQUEST_KIND_SHORT_LABELS,
  REQUEST_STATUS_LABELS,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { REQUEST_KINDS, REQUEST_STATUSES } from "~/shared/enums";
import { Button } from "~/components/ui/Button";

interface RequestFiltersProps {
  status?: string;
  kind?: string;
  filtered: boolean;
  tabUrl: string;
}

/** One filter: a labelled select whose first option, blank, means all. */
function FilterSelect({
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
  options: readonly (readonly [value: string, label: string])[];
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

const statusOptions = REQUEST_STATUSES.map(
  (value) => [value, REQUEST_STATUS_LABELS[value]] as const,
);
const kindOptions = REQUEST_KINDS.map(
  (value) => [value, REQUEST_KIND_SHORT_LABELS[value]] as const,
);

/** The list's filters: a plain GET form, so a filtered list has its own URL. */
export function RequestFilters({ status, kind, filtered, tabUrl }: RequestFiltersProps) {
  return (
    <Form
      method="get"
      action={tabUrl}
      // Remounted when the URL's filters change (back button), so the selects follow them.
      key={`${status ?? ""}|${kind ?? ""}`}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-honey-200 bg-white p-4"
      aria-label={copy.filtersLegend}
    >
      <FilterSelect
        id="filtro-estado"
        name="status"
        label={copy.statusFilter}
        value={status}
        allLabel={copy.allStatuses}
        options={statusOptions}
      />
      <FilterSelect
        id="filtro-tipo"
        name="kind"
        label={copy.kindFilter}
        value={kind}
        allLabel={copy.allKinds}
        options={kindOptions}
      />
      <Button type="submit" variant="secondary">
        {copy.applyFilters}
      </Button>
      {filtered ? (
        <Link
          to={tabUrl}
          className="min-h-11 px-2 py-2.5 text-chili-700 underline underline-offset-2"
        >
          {copy.clearFilters}
        </Link>
      ) : null}
    </Form>
  );
}
