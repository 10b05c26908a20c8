import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CODES_PATH } from "~/content/invitation-campaigns";
import type { CampaignActionData } from "~/controllers/invitation-campaign-pages.server";
import type { AdminNotice } from "~/shared/admin-crud";
import { AdminFormActions } from "./AdminFormActions";
import { AdminFormPanel } from "./AdminFormPanel";
import { CampaignSettingsFields, type CampaignSettingsFieldsProps } from "./CampaignSettingsFields";
import { useAdminNoticeToast } from "./useAdminNoticeToast";
import { FormErrorAlert } from "~/components/admin/FormErrorAlert";

/** What the tool's page action answered last, for the form to show. */
export function useCampaignToolResult() {
  const actionData = useActionData<CampaignActionData>();
  return { lastResult: actionData?.result, notice: actionData?.notice };
}

interface CampaignToolFormProps<Schema extends Record<string, unknown>> {
  /** What `useAdminForm` gave. */
  tool: {
    form: FormMetadata<Schema>;
    /** The form's campaign, programme and last day, among others. */
    fields: Omit<CampaignSettingsFieldsProps, "campaignRequired">;
    pending: boolean;
  };
  action: string;
  copy: { title: string; description: string; submit: string; pending: string };
  notice?: AdminNotice | null;
  /** Posts the file the form holds (without JavaScript). */
  multipart?: boolean;
  /** Fields before the campaign's settings, in the same grid. */
  leadingFields?: ReactNode;
  /** What follows the grid (the guest list). */
  children?: ReactNode;
}

/**
 * 'Generar códigos' and 'Importar invitados': a page of its own whose codes
 * share a campaign; its failure shows as a toast and above the form, its own
 * error before 'Cancelar' and the submit.
 */
export function CampaignToolForm<Schema extends Record<string, unknown>>({
  tool: { form, fields, pending },
  action,
  copy,
  notice,
  multipart = false,
  leadingFields,
  children,
}: CampaignToolFormProps<Schema>) {
  useAdminNoticeToast(notice);
  return (
    <AdminFormPanel title={copy.title} headingId={`${form.id}-titulo`} notice={notice}>
      <p className="text-stone-700">{copy.description}</p>
      <Form
        method="post"
        action={action}
        encType={multipart ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className="space-y-2"
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          {leadingFields}
          <CampaignSettingsFields
            campaign={fields.campaign}
            kind={fields.kind}
            expiresAt={fields.expiresAt}
            campaignRequired
          />
        </div>
        {children}
        <FormErrorAlert id={form.errorId} errors={form.errors} />
        <AdminFormActions
          cancelTo={CODES_PATH}
          pending={pending}
          submitLabel={copy.submit}
          pendingLabel={copy.pending}
        />
      </Form>
    </AdminFormPanel>
  );
}
