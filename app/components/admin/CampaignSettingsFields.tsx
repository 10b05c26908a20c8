import type { FieldMetadata } from "@conform-to/react";
import { ConformInput, ConformSelect } from "~/components/forms/ConformField";
import { CODE_KIND_LABELS, campaignFieldsCopy as copy } from "~/content/invitation-campaigns";
import { REQUEST_KINDS } from "~/shared/enums";

export interface CampaignSettingsFieldsProps {
  campaign: FieldMetadata<string | null | undefined>;
  kind: FieldMetadata<string | undefined>;
  expiresAt: FieldMetadata<string | null | undefined>;
  /** A single code may have no campaign; a batch or an import needs one. */
  campaignRequired: boolean;
}

/** What every code of a campaign shares: its campaign, its programme and its last day. */
export function CampaignSettingsFields({
  campaign,
  kind,
  expiresAt,
  campaignRequired,
}: CampaignSettingsFieldsProps) {
  return (
    <>
      <ConformInput
        label={campaignRequired ? copy.campaign : copy.campaignOptional}
        hint={copy.campaignHint}
        field={campaign}
        autoComplete="off"
      />
      <ConformSelect label={copy.kind} hint={copy.kindHint} field={kind}>
        {REQUEST_KINDS.map((value) => (
          <option key={value} value={value}>
            {CODE_KIND_LABELS[value]}
          </option>
        ))}
      </ConformSelect>
      <ConformInput
        label={copy.expiresAt}
        hint={copy.expiresAtHint}
        field={expiresAt}
        type="date"
        className="sm:col-span-2"
      />
    </>
  );
}
