import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { Button } from "~/components/ui/Button";
import { TRASH_PATH, UNDO_LABEL } from "~/content/trash-undo";

/** The fields of a delete's 'Deshacer': its trash entry restored, then back to `returnTo`. */
const undoFields = (trashId: number, returnTo: string) => ({
  intent: "restore",
  id: String(trashId),
  returnTo,
});

/**
 * A delete's 'Deshacer' for its toast: posts the restore of trash entry
 * `trashId` to 'Papelera', which comes back to this page with 'Restaurado'
 * (docs/decisions/034-trash.md).
 */
export function useUndoDelete(trashId: number) {
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const returnTo = pathname + search;
  // The toast outlives renders: its button posts from the page it is on when clicked.
  const latest = useRef(returnTo);
  latest.current = returnTo;
  const action = useMemo(
    () => ({
      label: UNDO_LABEL,
      onClick: () =>
        submit(undoFields(trashId, latest.current), { method: "post", action: TRASH_PATH }),
    }),
    [submit, trashId],
  );
  return { action, returnTo };
}

/** 'Deshacer' as a form, for the status message shown without JavaScript. */
export function UndoDeleteForm({ trashId, returnTo }: { trashId: number; returnTo: string }) {
  return (
    <Form method="post" action={TRASH_PATH}>
      {Object.entries(undoFields(trashId, returnTo)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant="secondary">
        {UNDO_LABEL}
      </Button>
    </Form>
  );
}
