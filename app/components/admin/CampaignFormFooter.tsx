import type { FormMetadata } from "@conform-to/react";
import { CODES_PATH } from "~/content/invitation-campaigns";
import { AdminFormActions } from "./AdminFormActions";

interface CampaignFormFooterProps<Schema extends Record<string, unknown>> {
  form: FormMetadata<Schema>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

/** The end of 'Generar códigos' and 'Importar invitados': the form's own error, then 'Cancelar' and the submit. */
export function CampaignFormFooter<Schema extends Record<string, unknown>>({
  form,
  pending,
  submitLabel,
  pendingLabel,
}: CampaignFormFooterProps<Schema>) {
  return (
    <>
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="font-medium text-chili-700">
          {form.errors[0]}
        </p>
      ) : null}
      <AdminFormActions
        cancelTo={CODES_PATH}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
      />
    </>
  );
}
