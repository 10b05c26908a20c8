import { Link } from "@remix-run/react";
import { availabilityCopy as copy } from "~/content/availability";
import { AVAILABILITY_STATES, PRODUCT_AVAILABILITIES } from "~/content/availability-states";
import { AdminFilterForm } from "./AdminFilterForm";

const options = PRODUCT_AVAILABILITIES.map(
  (value) => [value, AVAILABILITY_STATES[value].label] as const,
);
const filterCopy = {
  legend: copy.filterLegend,
  apply: copy.applyFilter,
  clear: copy.clearFilter,
  disponibilidad: { label: copy.filterLabel, all: copy.filterAll },
};

/** The Productos list's filter by availability: a plain GET form. */
export function AvailabilityFilter({
  tabUrl,
  availability,
}: {
  tabUrl: string;
  availability: string | null;
}) {
  return (
    <AdminFilterForm
      action={tabUrl}
      copy={filterCopy}
      fields={[
        {
          id: "filtro-disponibilidad",
          name: "disponibilidad",
          value: availability ?? undefined,
          options,
        },
      ]}
    />
  );
}

/** After a product was made available again: how many wait for it, and their entries. */
export function WaitingListNotice({
  productName,
  count,
  href,
}: {
  productName: string;
  count: number;
  href: string;
}) {
  return (
    <p
      role="status"
      data-waiting-notice=""
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900"
    >
      <span>{copy.waiting(count, productName)}</span>
      <Link to={href} className="font-semibold underline underline-offset-2">
        {copy.waitingLink}
      </Link>
    </p>
  );
}
