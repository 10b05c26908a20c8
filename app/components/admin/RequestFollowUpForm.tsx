import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { REQUEST_STATUS_LABELS, requestInboxCopy as copy } from "~/content/request-inbox";
import { REQUEST_STATUSES, type RequestStatus } from "~/shared/enums";
import { ConformTextarea } from "~/components/forms/ConformField";
import { Button } from "~/components/ui/Button";
import { requestFollowUpSchema } from "~/validation/request-follow-up";
import { useAdminForm } from "./AdminInlineForm";

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
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="follow-up" />
      <div className="space-y-1.5">
        <label htmlFor={fields.status.id} className="block font-semibold text-smoke-900">
          {copy.statusField}
        </label>
        <select
          {...getSelectProps(fields.status)}
          key={fields.status.key}
          aria-invalid={fields.status.errors ? true : undefined}
          aria-describedby={fields.status.errors ? fields.status.errorId : undefined}
          className="block min-h-11 w-full max-w-xs rounded-lg border border-stone-500 bg-white px-3 py-2.5 text-smoke-900"
        >
          {REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REQUEST_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <div id={fields.status.errorId} className="min-h-5 text-sm font-medium text-chili-700">
          {fields.status.errors?.[0] ?? null}
        </div>
      </div>
      <ConformTextarea label={copy.noteField} hint={copy.noteHint} field={fields.note} rows={5} />
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="font-medium text-chili-700">
          {form.errors[0]}
        </p>
      ) : null}
      <Button type="submit" pending={pending} pendingLabel="Guardando...">
        {copy.save}
      </Button>
    </Form>
  );
}
