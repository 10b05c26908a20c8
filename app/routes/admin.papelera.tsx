import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminNoticeAlert } from "~/components/admin/AdminNoticeAlert";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { TrashList } from "~/components/admin/TrashList";
import { useAdminDialogFocus, dialogFallbackProps } from "~/components/admin/useAdminDialogFocus";
import { useAdminNoticeToast } from "~/components/admin/useAdminNoticeToast";
import { TRASH_PATH, trashCopy } from "~/content/trash";
import {
  trashPageAction,
  trashPageLoader,
  type TrashActionData,
} from "~/controllers/trash-page.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminParams } from "~/shared/admin-crud";
import { adminPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(trashCopy.tab, trashCopy.description, TRASH_PATH);

export const loader = trashPageLoader;
export const action = trashPageAction;

/** 'Papelera': what the owner deleted in the last 30 days, to restore or delete for good. */
export default function AdminTrash() {
  const { rows, notice, purging } = useLoaderData<typeof loader>();
  const result = useActionData<TrashActionData>();
  const purgeFailure = result?.intent === "purge" && purging?.id === result.id;
  // A taken slug is asked in its row; a failed purge in its confirmation.
  const pageNotice = result && !result.newSlug && !purgeFailure ? result.notice : null;
  useAdminNoticeToast(result?.newSlug ? null : result?.notice);
  useAdminDialogFocus(
    purging ? { param: adminParams.remove, id: purging.id } : null,
    rows.map((row) => row.id),
  );
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold text-smoke-900 outline-none" {...dialogFallbackProps}>
          {trashCopy.tab}
        </h2>
        <p className="text-stone-700">{trashCopy.description}</p>
      </header>
      {notice ? <AdminStandaloneNotice>{notice}</AdminStandaloneNotice> : null}
      <AdminNoticeAlert notice={pageNotice} />
      {purging ? (
        <ConfirmDelete
          action={`${TRASH_PATH}?${adminParams.remove}=${purging.id}`}
          tabUrl={TRASH_PATH}
          id={purging.id}
          name={purging.title}
          intent="purge"
          wording={{
            heading: trashCopy.purge,
            question: trashCopy.purgeQuestion(purging.title),
            consequence: trashCopy.purgeConsequence,
            confirm: trashCopy.purge,
            pending: trashCopy.purging,
          }}
          notice={purgeFailure ? result.notice : null}
        />
      ) : null}
      {notice ? null : (
        <TrashList
          rows={rows}
          newSlug={
            result?.newSlug && result.id !== null ? { id: result.id, ask: result.newSlug } : null
          }
        />
      )}
    </div>
  );
}
