import { Form, Link } from "@remix-run/react";
import {
  REQUEST_KIND_SHORT_LABELS,
  REQUEST_STATUS_LABELS,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { REQUEST_KINDS, REQUEST_STATUSES } from "~/shared/enums";
import { Button } from "~/components/ui/Button";

const selectClass =
  "block min-h-11 w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-smoke-900";

interface RequestFiltersProps {
  status?: string;
  kind?: string;
  filtered: boolean;
  tabUrl: string;
}

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
      <div className="min-w-44 flex-1 space-y-1 sm:flex-none">
        <label htmlFor="filtro-estado" className="block font-semibold text-smoke-900">
          {copy.statusFilter}
        </label>
        <select
          id="filtro-estado"
          name="status"
          defaultValue={status ?? ""}
          className={selectClass}
        >
          <option value="">{copy.allStatuses}</option>
          {REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REQUEST_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-44 flex-1 space-y-1 sm:flex-none">
        <label htmlFor="filtro-tipo" className="block font-semibold text-smoke-900">
          {copy.kindFilter}
        </label>
        <select id="filtro-tipo" name="kind" defaultValue={kind ?? ""} className={selectClass}>
          <option value="">{copy.allKinds}</option>
          {REQUEST_KINDS.map((value) => (
            <option key={value} value={value}>
              {REQUEST_KIND_SHORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
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
