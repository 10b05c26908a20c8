import type { FlashToast as FlashToastData } from "~/shared/toast";
import { ShownToast } from "./ShownToast";
import { UndoDeleteForm, useUndoDelete } from "./UndoDelete";

/** A delete's toast: its 'Deshacer' posts the restore, then comes back to this page. */
export default function UndoableToast({
  toast,
  trashId,
}: {
  toast: FlashToastData;
  trashId: number;
}) {
  const undo = useUndoDelete(trashId);
  return (
    <ShownToast toast={toast} action={undo.action}>
      <UndoDeleteForm trashId={trashId} returnTo={undo.returnTo} />
    </ShownToast>
  );
}
