import { CODE_STATE_LABELS, codeFiltersCopy } from "~/content/invitation-campaigns";
import { CODE_STATES } from "~/shared/code-expiry";
import { AdminFilterForm } from "./AdminFilterForm";

interface CodeFiltersProps {
  tabUrl: string;
  campaigns: readonly string[];
  campaign?: string;
  state?: string;
}

const stateOptions = CODE_STATES.map((value) => [value, CODE_STATE_LABELS[value]] as const);

/** The codes tab's filters: by campaign and by state (sin usar / usado / vencido). */
export function CodeFilters({ tabUrl, campaigns, campaign, state }: CodeFiltersProps) {
  const campaignOptions = campaigns.map((name) => [name, name] as const);
  return (
    <AdminFilterForm
      action={tabUrl}
      copy={codeFiltersCopy}
      fields={[
        { id: "filtro-campana", name: "campaign", value: campaign, options: campaignOptions },
        { id: "filtro-estado-codigo", name: "state", value: state, options: stateOptions },
      ]}
    />
  );
}
