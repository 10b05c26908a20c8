import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { REQUEST_STATUS_LABELS, requestInboxCopy as copy } from "~/content/request-inbox";
import { REQUEST_STATUSES, type RequestStatus } from "~/shared/enums";
import { ConformSelect, ConformTextarea } from "~/components/forms/ConformField";
import { Button } from "~/components/ui/Button";
import { requestFollowUpSchema } from "~/validation/request-follow-up";
import { useAdminForm } from "./AdminInlineForm";
import { useRefocusAfterPost } from "./useRefocusAfterPost";
import { FormErrorAlert } from "~/components/admin/FormErrorAlert";

interface RequestFollowUpFormProps {
  action: string;
  status: RequestStatus;
  note: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}

/** 'Seguimiento': the request's status and private note, saved together. */
export function RequestFollowUpForm({
  action,
  status,
  note,
  lastResult,
}: RequestFollowUpFormProps) {
  const navigation = useNavigation();
  const {
    form,
    fields,
    pending: posting,
  } = useAdminForm(
    { action, tabUrl: action, lastResult: lastResult ?? undefined },
    {
      schema: requestFollowUpSchema,
      id: "seguimiento",
      defaultValue: { status, note: note ?? "" },
    },
  );
  // The notice's form posts to the same action.
  const pending = posting && navigation.formData?.get("intent") === "follow-up";
  useRefocusAfterPost(form.id, pending);
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="follow-up" />
      <ConformSelect label={copy.statusField} field={fields.status} className="max-w-xs">
        {REQUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {REQUEST_STATUS_LABELS[value]}
          </option>
        ))}
      </ConformSelect>
      <ConformTextarea label={copy.noteField} hint={copy.noteHint} field={fields.note} rows={5} />
      <FormErrorAlert id={form.errorId} errors={form.errors} />
      <Button type="submit" pending={pending} pendingLabel="Guardando...">
        {copy.save}
      </Button>
    </Form>
  );
}
