import { Button } from "~/components/ui/Button";
import { adminParams } from "~/shared/admin-crud";
import { dialogOpenerProps } from "./useAdminDialogFocus";

interface AdminRowActionsProps {
  tabUrl: string;
  id: number;
  /** The item's name, for the buttons' accessible names. */
  name: string;
  /** A reason the item cannot be changed: the buttons show disabled with it. */
  lockedReason?: string;
}

/** 'Editar' and 'Eliminar' of a row: links that open the form or the confirmation. */
export function AdminRowActions({ tabUrl, id, name, lockedReason }: AdminRowActionsProps) {
  const actions = [
    { label: "Editar", param: adminParams.edit },
    { label: "Eliminar", param: adminParams.remove },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ label, param }) =>
        lockedReason ? (
          <Button
            key={label}
            size="sm"
            variant="secondary"
            disabled
            title={lockedReason}
            aria-label={`${label} ${name}`}
          >
            {label}
          </Button>
        ) : (
          <Button
            key={label}
            to={`${tabUrl}?${param}=${id}`}
            preventScrollReset
            size="sm"
            variant="secondary"
            aria-label={`${label} ${name}`}
            {...dialogOpenerProps(param, id)}
          >
            {label}
          </Button>
        ),
      )}
    </div>
  );
}
