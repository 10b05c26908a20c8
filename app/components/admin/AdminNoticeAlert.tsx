import { Icon } from "~/components/Icon";
import type { AdminNotice } from "~/shared/admin-crud";

/** A failed save or delete, in the form (the toast says it too, with JavaScript). */
export function AdminNoticeAlert({ notice }: { notice: AdminNotice | null | undefined }) {
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-chili-700 bg-red-50 p-3 text-chili-700"
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        {notice.description ? <p>{notice.description}</p> : null}
      </div>
    </div>
  );
}
