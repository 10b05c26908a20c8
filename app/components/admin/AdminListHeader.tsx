import type { ReactNode } from "react";
import { Button } from "~/components/ui/Button";
import { adminParams } from "~/shared/admin-crud";
import { dialogFallbackProps, dialogOpenerProps } from "./useAdminDialogFocus";

interface AdminListHeaderProps {
  title: string;
  /** Shown beside the title, unless the list says it. */
  count?: number;
  /** The URL that opens the create form (`?nuevo=1`). */
  addTo: string;
  addLabel: string;
  /** More buttons beside the add button. */
  extraActions?: ReactNode;
}

/** A tab's heading with its count and the add button. */
export function AdminListHeader({
  title,
  count,
  addTo,
  addLabel,
  extraActions,
}: AdminListHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 {...dialogFallbackProps} className="text-xl font-semibold text-smoke-900">
        {title}
        {count === undefined ? null : (
          <>
            {" "}
            <span className="font-normal text-stone-700">({count})</span>
          </>
        )}
      </h2>
      <div className="flex flex-wrap gap-3">
        {extraActions}
        <Button to={addTo} preventScrollReset {...dialogOpenerProps(adminParams.create)}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
