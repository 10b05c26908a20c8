import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useHydrated } from "~/components/useHydrated";
import { Button } from "~/components/ui/Button";
import { PanelSection } from "~/components/ui/PanelSection";
import type { AdminNotice } from "~/shared/admin-crud";
import { trashCopy } from "~/content/trash";
import { AdminDialog } from "./AdminDialog";
import { AdminNoticeAlert } from "./AdminNoticeAlert";

interface ConfirmDeleteProps {
  /** Where 'Eliminar' posts (the tab's `?eliminar=<id>`). */
  action: string;
  /** The tab URL: cancelling returns there. */
  tabUrl: string;
  id: number;
  /** The item's name, as the question shows it. */
  name: string;
  notice?: AdminNotice | null;
  /** For another final step than 'Eliminar' (revoking a link): its intent and words. */
  intent?: string;
  wording?: ConfirmWording;
}

/** The words of a confirmation: its question, what follows, and its button. */
export interface ConfirmWording {
  heading: string;
  question: string;
  consequence: string;
  confirm: string;
  pending: string;
}

/** An item that goes to 'Papelera'. */
const toTrash = trashCopy.deleteConsequence;

/** '¿Eliminar «name»?'; what follows says where it goes, or that it is gone for good. */
export const deleteWording = (name: string, consequence: string = toTrash): ConfirmWording => ({
  heading: "Confirmar eliminación",
  question: `¿Eliminar «${name}»?`,
  consequence,
  confirm: "Eliminar",
  pending: "Eliminando...",
});

/**
 * '¿Eliminar «name»?', the one confirmation before every delete of the
 * panel: a step on the page without JavaScript (`?eliminar=<id>`), the same
 * question in a dialog with it.
 */
export function ConfirmDelete({
  action,
  tabUrl,
  id,
  name,
  notice,
  intent = "delete",
  wording = deleteWording(name),
}: ConfirmDeleteProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formId = `${intent}-${id}`;
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const { question, consequence } = wording;
  const form = (
    <Form method="post" action={action} id={formId} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </Form>
  );
  const submit = (
    <Button type="submit" form={formId} pending={pending} pendingLabel={wording.pending}>
      {wording.confirm}
    </Button>
  );

  if (hydrated) {
    return (
      <AdminDialog
        title={question}
        description={consequence}
        onClose={() => navigate(tabUrl, { preventScrollReset: true })}
        actions={submit}
        busy={pending}
      >
        <AdminNoticeAlert notice={notice} />
        {form}
      </AdminDialog>
    );
  }
  return (
    <PanelSection
      id="confirmar-eliminacion"
      heading={wording.heading}
      className="space-y-4 rounded-2xl border border-chili-700 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-smoke-900">
        {question} {consequence}
      </p>
      <AdminNoticeAlert notice={notice} />
      {form}
      <div className="flex flex-wrap justify-end gap-3">
        <Button to={tabUrl} variant="secondary" preventScrollReset>
          Cancelar
        </Button>
        {submit}
      </div>
    </PanelSection>
  );
}
