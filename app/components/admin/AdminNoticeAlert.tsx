import type { AdminNotice } from "~/shared/admin-crud";
import { TitledAlert } from "~/components/ui/Alert";

/** A failed save or delete, in the form (the toast says it too, with JavaScript). */
export function AdminNoticeAlert({ notice }: { notice: AdminNotice | null | undefined }) {
  if (!notice) return null;
  return (
    <TitledAlert
      className="flex items-start gap-2 rounded-lg border border-chili-700 bg-red-50 p-3 text-chili-700"
      title={notice.title}
    >
      {notice.description ? <p>{notice.description}</p> : null}
    </TitledAlert>
  );
}
