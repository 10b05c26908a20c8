import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ConformSelect, ConformTextarea } from "~/components/forms/ConformField";
import { Button } from "~/components/ui/Button";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { orderChangeFormSchema } from "~/validation/order-change";
import type { OrderPageView } from "~/view/admin-order-view";
import { useAdminForm } from "./AdminInlineForm";
import { useRefocusAfterPost } from "./useRefocusAfterPost";
import { FormErrorAlert } from "~/components/admin/FormErrorAlert";

/** 'Cambiar el estado': the states the order may move to, and a note for its history. */
export function OrderChangeForm({
  action,
  current,
  next,
  lastResult,
}: {
  action: string;
  /** The status the page shows: a change made meanwhile is not overridden. */
  current: OrderPageView["status"];
  next: OrderPageView["next"];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { form, fields, pending } = useAdminForm(
    { action, tabUrl: action, lastResult: lastResult ?? undefined },
    { schema: orderChangeFormSchema, id: "cambiar-estado", defaultValue: { note: "" } },
  );
  useRefocusAfterPost(form.id, pending);
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="from" value={current} />
      {next.length > 0 ? (
        <ConformSelect label={copy.newStatus} field={fields.status} className="max-w-xs">
          <option value="">{copy.keepStatus}</option>
          {next.map((option) => (
            <option key={option.status} value={option.status}>
              {option.label}
            </option>
          ))}
        </ConformSelect>
      ) : (
        <p className="text-stone-700">{copy.finished}</p>
      )}
      <ConformTextarea label={copy.note} hint={copy.noteHint} field={fields.note} rows={3} />
      <FormErrorAlert id={form.errorId} errors={form.errors} />
      <Button type="submit" pending={pending} pendingLabel={copy.saving}>
        {copy.save}
      </Button>
    </Form>
  );
}
