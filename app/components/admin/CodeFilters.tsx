import { CODE_STATE_LABELS, campaignToolsCopy as copy } from "~/content/invitation-campaigns";
import { CODE_STATES } from "~/shared/code-expiry";
import { AdminFilterForm } from "./AdminFilterForm";
import { FilterSelect } from "./FilterSelect";

interface CodeFiltersProps {
  tabUrl: string;
  campaigns: readonly string[];
  campaign?: string;
  state?: string;
}

const stateOptions = CODE_STATES.map((value) => [value, CODE_STATE_LABELS[value]] as const);

/** The codes tab's filters: by campaign and by state (sin usar / usado / vencido). */
export function CodeFilters({ tabUrl, campaigns, campaign, state }: CodeFiltersProps) {
  return (
    <AdminFilterForm
      action={tabUrl}
      current={`${campaign ?? ""}|${state ?? ""}`}
      filtered={Boolean(campaign || state)}
      label={copy.filtersLegend}
      applyLabel={copy.applyFilters}
      clearLabel={copy.clearFilters}
    >
      <FilterSelect
        id="filtro-campana"
        name="campaign"
        label={copy.campaignFilter}
        value={campaign}
        allLabel={copy.allCampaigns}
        options={campaigns.map((name) => [name, name] as const)}
      />
      <FilterSelect
        id="filtro-estado-codigo"
        name="state"
        label={copy.stateFilter}
        value={state}
        allLabel={copy.allStates}
        options={stateOptions}
      />
    </AdminFilterForm>
  );
}
