import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ConformInput } from "~/components/forms/ConformField";
import {
  CODES_PATH,
  GENERATE_CODES_PATH,
  generateCodesCopy as copy,
} from "~/content/invitation-campaigns";
import type { AdminNotice } from "~/shared/admin-crud";
import { invitationBatchSchema } from "~/validation/invitation-campaign";
import { AdminFormPanel } from "./AdminFormPanel";
import { useAdminForm } from "./AdminInlineForm";
import { CampaignFormFooter } from "./CampaignFormFooter";
import { CampaignSettingsFields } from "./CampaignSettingsFields";
import { useAdminNoticeToast } from "./useAdminNoticeToast";

interface GenerateCodesFormProps {
  lastResult?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** 'Generar códigos': how many, for which campaign and programme, until when. */
export function GenerateCodesForm({ lastResult, notice }: GenerateCodesFormProps) {
  const { form, fields, pending } = useAdminForm(
    { tabUrl: CODES_PATH, action: GENERATE_CODES_PATH, lastResult },
    { schema: invitationBatchSchema, id: "generar-codigos", defaultValue: { kind: "associate" } },
  );
  useAdminNoticeToast(notice);
  return (
    <AdminFormPanel title={copy.title} headingId="generar-codigos-titulo" notice={notice}>
      <p className="text-stone-700">{copy.description}</p>
      <Form
        method="post"
        action={GENERATE_CODES_PATH}
        {...getFormProps(form)}
        className="space-y-2"
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ConformInput
            label={copy.count}
            hint={copy.countHint}
            field={fields.count}
            type="number"
            control={{ inputMode: "numeric" }}
          />
          <ConformInput
            label={copy.name}
            hint={copy.nameHint}
            field={fields.name}
            autoComplete="off"
          />
          <ConformInput label={copy.company} field={fields.company} autoComplete="off" />
          <CampaignSettingsFields
            campaign={fields.campaign}
            kind={fields.kind}
            expiresAt={fields.expiresAt}
            campaignRequired
          />
        </div>
        <CampaignFormFooter
          form={form}
          pending={pending}
          submitLabel={copy.submit}
          pendingLabel={copy.pending}
        />
      </Form>
    </AdminFormPanel>
  );
}
