import { useEffect } from "react";
import { toast } from "~/shared/toast";
import type { AdminNotice } from "~/shared/admin-crud";

/** Shows an action's failure as a destructive toast: its title, and the server's message. */
export function useAdminNoticeToast(notice: AdminNotice | null | undefined): void {
  useEffect(() => {
    if (notice) toast.error(notice.title, { description: notice.description });
  }, [notice]);
}
