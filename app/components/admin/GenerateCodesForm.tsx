import { ConformInput } from "~/components/forms/ConformField";
import {
  CODES_PATH,
  GENERATE_CODES_PATH,
  generateCodesCopy as copy,
} from "~/content/invitation-campaigns";
import { invitationBatchSchema } from "~/validation/invitation-campaign";
import { useAdminForm } from "./AdminInlineForm";
import { CampaignToolForm, useCampaignToolResult } from "./CampaignToolForm";

/** 'Generar códigos': how many, for which campaign and programme, until when. */
export function GenerateCodesForm() {
  const { lastResult, notice } = useCampaignToolResult();
  const tool = useAdminForm(
    { tabUrl: CODES_PATH, action: GENERATE_CODES_PATH, lastResult },
    { schema: invitationBatchSchema, id: "generar-codigos", defaultValue: { kind: "associate" } },
  );

  return (
    <CampaignToolForm
      tool={tool}
      action={GENERATE_CODES_PATH}
      copy={copy}
      notice={notice}
      leadingFields={
        <>
          <ConformInput
            label={copy.count}
            hint={copy.countHint}
            field={tool.fields.count}
            type="number"
            control={{ inputMode: "numeric" }}
          />
          <ConformInput
            label={copy.name}
            hint={copy.nameHint}
            field={tool.fields.name}
            autoComplete="off"
          />
          <ConformInput label={copy.company} field={tool.fields.company} autoComplete="off" />
        </>
      }
    />
  );
}
